import type { Temporal } from "temporal-polyfill";

/** The fields of a training that decide its window (spec 3 "Training", spec 4). */
export interface TrainingWindow {
  readonly start_date?: Temporal.Instant | null | undefined;
  readonly end_date?: Temporal.Instant | null | undefined;
  readonly status?: string | null | undefined;
}

export const TRAINING_STATUS = { started: "started", scheduled: "scheduled" } as const;

// Milliseconds, not Instant.compare: a value that is not an Instant at run time gives NaN, and
// every comparison with NaN is false, so a malformed training is simply in no window.
const ms = (instant: Temporal.Instant | null | undefined): number => instant?.epochMilliseconds ?? Number.NaN;

/** Now lies between start and end, both inclusive ("at or before now", "at or after now"). */
function isWithin(training: TrainingWindow, now: Temporal.Instant): boolean {
  const at = now.epochMilliseconds;
  return ms(training.start_date) <= at && at <= ms(training.end_date);
}

/** Current training: start at or before now, end at or after now, and status started. */
export function isCurrentTraining(training: TrainingWindow, now: Temporal.Instant): boolean {
  return training.status === TRAINING_STATUS.started && isWithin(training, now);
}

/** Upcoming training: start and end both strictly in the future, and status scheduled. */
export function isUpcomingTraining(training: TrainingWindow, now: Temporal.Instant): boolean {
  const at = now.epochMilliseconds;
  return (
    training.status === TRAINING_STATUS.scheduled &&
    ms(training.start_date) > at &&
    ms(training.end_date) > at
  );
}

/** An exam training is open while now lies between start and end, both inclusive; status does not matter. */
export function isExamOpen(training: TrainingWindow, now: Temporal.Instant): boolean {
  return isWithin(training, now);
}
