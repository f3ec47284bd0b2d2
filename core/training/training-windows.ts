import type { Temporal } from "temporal-polyfill";
import * as Result from "effect/Result";
import { isRecord } from "../rules/loose-read";
import { todayInZone } from "../rules/stamp-format";

/**
 * The fields of a training that decide its window (spec 3 "Training", spec 4). The schema decodes
 * start_date and end_date as calendar dates, so the windows are judged on the user's today (see
 * todayInZone): a training that starts today has started, one that ends today has not yet ended.
 */
export interface TrainingWindow {
  readonly start_date?: Temporal.PlainDate | null | undefined;
  readonly end_date?: Temporal.PlainDate | null | undefined;
  readonly status?: string | null | undefined;
}

export const TRAINING_STATUS = { started: "started", scheduled: "scheduled" } as const;

// A number that orders dates like the calendar does (month × 100 + day stays below 10 000). A value
// that is missing or not a date gives NaN, every comparison with NaN is false, and so a malformed
// training is simply in no window instead of throwing.
function dayKey(date: Temporal.PlainDate | null | undefined): number {
  if (!isRecord(date)) return Number.NaN;
  const { year, month, day }: { year?: unknown; month?: unknown; day?: unknown } = date ?? {};
  if (typeof year !== "number" || typeof month !== "number" || typeof day !== "number") return Number.NaN;
  return year * 10_000 + month * 100 + day;
}

/** Today lies between start and end, both inclusive ("at or before now", "at or after now"). */
function isWithin(training: TrainingWindow, today: Temporal.PlainDate): boolean {
  if (!isRecord(training)) return false;
  const at = dayKey(today);
  return dayKey(training.start_date) <= at && at <= dayKey(training.end_date);
}

/** Current training: start at or before today, end at or after today, and status started. */
export function isCurrentTraining(training: TrainingWindow, today: Temporal.PlainDate): boolean {
  return isRecord(training) && training.status === TRAINING_STATUS.started && isWithin(training, today);
}

/** Upcoming training: start and end both after today, and status scheduled. */
export function isUpcomingTraining(training: TrainingWindow, today: Temporal.PlainDate): boolean {
  const at = dayKey(today);
  return (
    isRecord(training) &&
    training.status === TRAINING_STATUS.scheduled &&
    dayKey(training.start_date) > at &&
    dayKey(training.end_date) > at
  );
}

/** An exam training is open while today lies between start and end, both inclusive; status does not matter. */
export function isExamOpen(training: TrainingWindow, today: Temporal.PlainDate): boolean {
  return isWithin(training, today);
}

/**
 * The exam window at an instant, judged on the calendar of `zone` (the server uses the group's zone):
 * open from the first moment of the start day to the last moment of the end day there. An unknown
 * zone opens nothing.
 */
export function isExamOpenAt(training: TrainingWindow, now: Temporal.Instant, zone: string): boolean {
  const today = todayInZone(now, zone);
  return Result.isSuccess(today) && isExamOpen(training, today.success);
}

/** Where today lies against an exam's window: before it, inside it (open), or after it. */
export type ExamWindowState = "upcoming" | "open" | "closed";

/**
 * Head office's list of scheduled exams (issue #33 item 9) says for each one whether it is still to
 * come, open (isExamOpen: start and end days both count), or closed. A malformed window is closed.
 */
export function examWindowState(training: TrainingWindow, today: Temporal.PlainDate): ExamWindowState {
  if (isExamOpen(training, today)) return "open";
  return isRecord(training) && dayKey(training.start_date) > dayKey(today) ? "upcoming" : "closed";
}
