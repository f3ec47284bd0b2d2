import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { rateLimits } from "../../tables/rate-limits";

/** How many events a key may have per window. */
export interface RateLimitPolicy {
  /** Prefix of the counter's key, naming what is counted ("login:account"). */
  readonly name: string;
  readonly limit: number;
  readonly windowSeconds: number;
}

export type RateLimitOutcome =
  | { readonly allowed: true; readonly windowStart: Date }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

/** Rows older than this are expired whatever their policy (every policy's window is shorter). */
export const RATE_LIMIT_MAX_WINDOW_SECONDS = 86_400;

/** The fixed window `now` falls in: windows are aligned on multiples of their length since the epoch. */
export function windowStartOf(now: Date, windowSeconds: number): Date {
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/**
 * Counts one event for `policy` and `subject` and says whether it is within the limit. One atomic
 * INSERT … ON CONFLICT DO UPDATE … RETURNING: concurrent requests, on any number of instances, each
 * get a distinct count, so a burst cannot slip past the limit between a read and a write. Refused
 * events are counted too, so hammering never shortens the wait.
 */
export async function consumeRateLimit(
  db: Database,
  policy: RateLimitPolicy,
  subject: string,
  now: Date,
  options: { readonly sweepProbability?: number } = {},
): Promise<RateLimitOutcome> {
  const key = `${policy.name}:${subject}`;
  const windowStart = windowStartOf(now, policy.windowSeconds);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  // Expired rows are swept now and then by whichever request comes by: no timer, no extra job.
  if (Math.random() < (options.sweepProbability ?? 0.02)) await sweepExpiredRateLimits(db, now);
  const count = row?.count ?? Number.POSITIVE_INFINITY;
  if (count <= policy.limit) return { allowed: true, windowStart };
  const windowEnd = windowStart.getTime() + policy.windowSeconds * 1000;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)) };
}

/**
 * Gives back an event counted by `consumeRateLimit` (e.g. a login that turned out to be correct, so
 * only failures use up the allowance). Never below zero; a window that has passed is left alone.
 */
export async function refundRateLimit(
  db: Database,
  policy: RateLimitPolicy,
  subject: string,
  windowStart: Date,
): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(
      and(
        eq(rateLimits.key, `${policy.name}:${subject}`),
        eq(rateLimits.windowStart, windowStart),
        gt(rateLimits.count, 0),
      ),
    );
}

/** Deletes counters of windows that ended long ago; returns how many went. */
export async function sweepExpiredRateLimits(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now.getTime() - RATE_LIMIT_MAX_WINDOW_SECONDS * 1000)))
    .returning({ key: rateLimits.key });
  return deleted.length;
}
