import type { Database } from "../../db/database";
import { RATE_LIMITS } from "./rate-limit-policies";
import { consumeRateLimit, refundRateLimit } from "./rate-limiter";

export type LoginAttempt =
  | {
      readonly allowed: true;
      /** The password was right: give the attempt back, so only failures use up the allowance. */
      readonly succeeded: () => Promise<void>;
    }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

/**
 * Counts a sign-in attempt against the account and the client address BEFORE the password hash is
 * checked: the count is taken atomically first, so parallel guesses cannot all pass a check made
 * before any of them failed, and a refused attempt costs no argon2 work. A correct password is
 * refused as well while the limit holds (otherwise the limit would be an oracle for the password).
 */
export async function beginLoginAttempt(
  db: Database,
  attempt: { readonly account: string; readonly address: string; readonly now: Date },
): Promise<LoginAttempt> {
  const address = await consumeRateLimit(db, RATE_LIMITS.loginAddress, attempt.address, attempt.now);
  if (!address.allowed) return address;
  const account = await consumeRateLimit(db, RATE_LIMITS.loginAccount, attempt.account, attempt.now);
  if (!account.allowed) return account;
  return {
    allowed: true,
    succeeded: async () => {
      await refundRateLimit(db, RATE_LIMITS.loginAddress, attempt.address, address.windowStart);
      await refundRateLimit(db, RATE_LIMITS.loginAccount, attempt.account, account.windowStart);
    },
  };
}
