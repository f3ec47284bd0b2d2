import { Temporal } from "temporal-polyfill";

// Rules never throw, even when a caller hands them something the types forbid (an undecoded wire
// value, a missing entity). These two readers turn such values into "absent" instead.

/**
 * Whether a value is an object whose fields may be read. Deliberately not a type guard: callers
 * keep their declared field types and only learn that reading them is safe.
 */
export function isRecord(value: unknown): boolean {
  return typeof value === "object" && value !== null;
}

/**
 * Milliseconds since the epoch of an Instant, NaN for anything else. Every comparison with NaN is
 * false, so a malformed stamp never satisfies a window test.
 */
export function epochMs(value: unknown): number {
  return value instanceof Temporal.Instant ? value.epochMilliseconds : Number.NaN;
}
