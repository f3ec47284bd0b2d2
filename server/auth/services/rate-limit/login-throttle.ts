import type { Database } from "../../../db/database";
import { beginCountedAttempt, type CountedAttempt } from "./attempt-budgets";
import { RATE_LIMITS } from "./rate-limit-policies";

export type LoginAttempt = CountedAttempt;

/**
 * Counts a sign-in attempt BEFORE the password hash is checked, against three separate budgets
 * (docs/decisions.md): the client address, the (account, address) pair, and the account as a whole
 * with a larger ceiling. A correct password gives its counts back at once, so only failures stay
 * counted. A correct password is refused too while a budget it falls under is spent (otherwise the
 * limit would be an oracle for the password), but an attacker spending one account's pair budget
 * from his address does not touch the owner's pair from another address. The budgets are taken in
 * that order (attempt-budgets.ts): attempts refused for the pair never reach the account's ceiling,
 * so one address hammering cannot lock the account for everyone, nor use up the address budget of
 * the colleagues behind the same NAT.
 */
export function beginLoginAttempt(
  db: Database,
  attempt: { readonly account: string; readonly address: string; readonly now: Date },
): Promise<LoginAttempt> {
  return beginCountedAttempt(
    db,
    [
      [RATE_LIMITS.loginAddress, attempt.address],
      [RATE_LIMITS.loginAccountAddress, `${attempt.account}@${attempt.address}`],
      [RATE_LIMITS.loginAccount, attempt.account],
    ],
    attempt.now,
  );
}
