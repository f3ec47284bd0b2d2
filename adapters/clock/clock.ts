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

/** The browser's calendar date in its own time zone (the training windows compare dates). */
export function todayInBrowser(): Temporal.PlainDate {
  return Temporal.Now.plainDateISO();
}
