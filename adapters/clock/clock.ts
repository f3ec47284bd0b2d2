import { GROUP_TIME_ZONE } from "../../core/constants/group-time-zone";
import { Temporal } from "temporal-polyfill";

/** The browser's clock and timers, behind a port so tests and core stay clock-free. */
export interface Clock {
  readonly now: () => Temporal.Instant;
  readonly setTimeout: (callback: () => void, ms: number) => TimerHandle;
  readonly clearTimeout: (handle: TimerHandle) => void;
}

/** Opaque handle of a scheduled callback. */
export interface TimerHandle {
  readonly _brand: "TimerHandle";
}

export function createBrowserClock(): Clock {
  return {
    now: () => Temporal.Instant.fromEpochMilliseconds(Date.now()),
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms) as unknown as TimerHandle,
    clearTimeout: (handle) => globalThis.clearTimeout(handle as unknown as number),
  };
}

/** The browser's calendar date in its own time zone (the user's own day: the 30-day order boundary). */
export function todayInBrowser(): Temporal.PlainDate {
  return Temporal.Now.plainDateISO();
}

/**
 * Today on the group's calendar (core/constants/group-time-zone.ts): what the server judges task
 * deadlines, exam windows and pending exams by, so a form the browser lets through is not refused
 * for a date the server counts as past (a browser set to UTC is a day behind Athens after 22:00).
 */
export function todayInGroup(): Temporal.PlainDate {
  return Temporal.Now.instant().toZonedDateTimeISO(GROUP_TIME_ZONE).toPlainDate();
}
