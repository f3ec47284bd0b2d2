import type { Temporal } from "temporal-polyfill";
import { ORDER_INVOICE_CACHE_LIFETIME_MS } from "../constants/portal-constants";

/**
 * Whether the order or invoice cache must be refreshed (spec 4: "only if older than 4 minutes").
 * Stale when never fetched, or when strictly older than 4 minutes (exactly 4 minutes is still fresh).
 * A fetch stamp later than now means the clock moved back; its age is unknowable, so it is stale.
 */
export function isCacheStale(
  fetchedAt: Temporal.Instant | null | undefined,
  now: Temporal.Instant,
  lifetimeMs: number = ORDER_INVOICE_CACHE_LIFETIME_MS,
): boolean {
  if (fetchedAt === null || fetchedAt === undefined) return true;
  const age = now.epochMilliseconds - fetchedAt.epochMilliseconds;
  // `!(age <= lifetime)` rather than `age > lifetime` so a NaN age (malformed input) is stale too.
  return age < 0 || !(age <= lifetimeMs);
}
