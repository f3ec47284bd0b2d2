import type { Temporal } from "temporal-polyfill";
import { ORDER_INVOICE_CACHE_LIFETIME_MS } from "../constants/portal-constants";
import { epochMs } from "./loose-read";

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
  const age = epochMs(now) - epochMs(fetchedAt);
  // Written so that a NaN age (never fetched, malformed stamp) is stale too.
  return !(age >= 0 && age <= lifetimeMs);
}
