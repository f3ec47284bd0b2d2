import type { Database } from "../../../db/database";
import { consumeRateLimit, refundRateLimit, type RateLimitPolicy } from "./rate-limiter";

/** One budget an attempt is counted against: a policy and whom it counts (an account, an address). */
export type AttemptBudget = readonly [policy: RateLimitPolicy, subject: string];

export type CountedAttempt =
  | {
      readonly allowed: true;
      /** The secret was right: give the attempt back, so only failures use up the allowances. */
      readonly succeeded: () => Promise<void>;
    }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

interface Counted {
  readonly policy: RateLimitPolicy;
  readonly subject: string;
  readonly windowStart: Date;
}

/**
 * Counts an attempt at a secret (a password) BEFORE it is checked, against each budget in order.
 * The count is taken atomically first, so parallel guesses cannot all pass a check made before any
 * of them failed, and a refused attempt costs no argon2 work. The first refusal stops and gives back
 * the budgets counted before it (the secret was never tried, so nothing failed): attempts refused by
 * a narrow budget never reach a wider one. A right secret gives its counts back at once.
 */
export async function beginCountedAttempt(
  db: Database,
  budgets: readonly AttemptBudget[],
  now: Date,
): Promise<CountedAttempt> {
  const counted: Counted[] = [];
  for (const [policy, subject] of budgets) {
    const outcome = await consumeRateLimit(db, policy, subject, now);
    if (!outcome.allowed) {
      await giveBack(db, counted);
      return outcome;
    }
    counted.push({ policy, subject, windowStart: outcome.windowStart });
  }
  return { allowed: true, succeeded: () => giveBack(db, counted) };
}

async function giveBack(db: Database, counted: readonly Counted[]): Promise<void> {
  for (const { policy, subject, windowStart } of counted)
    await refundRateLimit(db, policy, subject, windowStart);
}
