import type { Database } from "../../../db/database";
import { RATE_LIMITS } from "./rate-limit-policies";
import { consumeRateLimit, refundRateLimit, type RateLimitPolicy } from "./rate-limiter";

export type LoginAttempt =
  | {
      readonly allowed: true;
      /** The password was right: give the attempt back, so only failures use up the allowances. */
      readonly succeeded: () => Promise<void>;
    }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

interface Counted {
  readonly policy: RateLimitPolicy;
  readonly subject: string;
  readonly windowStart: Date;
}

/**
 * Counts a sign-in attempt BEFORE the password hash is checked, against three separate budgets
 * (docs/decisions.md): the client address, the (account, address) pair, and the account as a whole
 * with a larger ceiling. The count is taken atomically first, so parallel guesses cannot all pass a
 * check made before any of them failed, and a refused attempt costs no argon2 work; a correct
 * password gives its counts back at once, so only failures stay counted. A correct password is
 * refused too while a budget it falls under is spent (otherwise the limit would be an oracle for
 * the password), but an attacker spending one account's pair budget from his address does not touch
 * the owner's pair from another address. The budgets are taken in that order and the first refusal
 * stops and gives back the ones before it (the password was never tried, so nothing failed): attempts
 * refused for the pair never reach the account's ceiling, so one address hammering cannot lock the
 * account for everyone, nor use up the address budget of the colleagues behind the same NAT.
 */
export async function beginLoginAttempt(
  db: Database,
  attempt: { readonly account: string; readonly address: string; readonly now: Date },
): Promise<LoginAttempt> {
  const budgets: readonly (readonly [RateLimitPolicy, string])[] = [
    [RATE_LIMITS.loginAddress, attempt.address],
    [RATE_LIMITS.loginAccountAddress, `${attempt.account}@${attempt.address}`],
    [RATE_LIMITS.loginAccount, attempt.account],
  ];
  const counted: Counted[] = [];
  for (const [policy, subject] of budgets) {
    const outcome = await consumeRateLimit(db, policy, subject, attempt.now);
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
