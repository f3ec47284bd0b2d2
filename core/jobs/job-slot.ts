/**
 * The slot of a periodic job: the start of the period an instant falls in, periods counted from the
 * Unix epoch in UTC, so every instance computes the same slot for the same instant whatever its
 * start time. Instants and periods in milliseconds ("now" is an argument: core reads no clock).
 * The period is positive: the configuration schema allows no less than a second.
 */
export function jobSlotMs(atMs: number, periodMs: number): number {
  return Math.floor(atMs / periodMs) * periodMs;
}
