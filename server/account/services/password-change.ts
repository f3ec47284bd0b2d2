import { eq } from "drizzle-orm";
import {
  isSameAsCurrent,
  passwordChangeIsValid,
  validatePasswordChangeBeforeProof,
  type PasswordChange,
} from "../../../core/account/password-change";
import type { Database } from "../../db/database";
import { users } from "../../db/schema/users";
import { Forbidden, Invalid } from "../../domain-errors";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../../auth/services/session/password";
import { beginCountedAttempt } from "../../auth/services/rate-limit/attempt-budgets";
import { RATE_LIMITS } from "../../auth/services/rate-limit/rate-limit-policies";
import { recordActivity } from "../../services/activity/record-activity";
import { endOtherSessions } from "./session-ends";

/** What a password change came to: done (other sessions ended), or refused for too many wrong guesses. */
export type PasswordChangeOutcome =
  | { readonly changed: true; readonly endedSessions: number }
  | { readonly changed: false; readonly retryAfterSeconds: number };

/**
 * POST user/password: the caller's current password, then the new one by the spec's rule. Every other
 * session of the user ends (a stolen session cannot outlive the change); this one stays signed in.
 * A wrong current password is 403 `b2b_password_current_wrong` and changes nothing. Wrong current
 * passwords are counted per session and per account before the hash is checked (issue 29 item 3):
 * past the limit every try is refused, right or wrong, until the window ends (429), so a stolen
 * access token is no password oracle; sign-in has its own budgets and stays open. "Same as current"
 * is answered only once the current password is proven, for the same reason.
 */
export async function changePassword(
  db: Database,
  options: {
    readonly userId: number;
    readonly sessionId: string;
    readonly change: PasswordChange;
    readonly ip: string | null;
    readonly device: string | null;
    readonly now: Date;
  },
): Promise<PasswordChangeOutcome> {
  const errors = validatePasswordChangeBeforeProof(options.change);
  const key = [...errors.current, ...errors.next, ...errors.confirmation][0];
  if (!passwordChangeIsValid(errors) && key !== undefined) throw new Invalid(key);
  const attempt = await beginCountedAttempt(
    db,
    [
      [RATE_LIMITS.passwordCheckSession, options.sessionId],
      [RATE_LIMITS.passwordCheckAccount, String(options.userId)],
    ],
    options.now,
  );
  if (!attempt.allowed) return { changed: false, retryAfterSeconds: attempt.retryAfterSeconds };
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, options.userId));
  // Corporate-only accounts have no password here: the same answer and the same cost as a wrong one.
  const valid =
    row?.hash == null
      ? await verifyAgainstDummy(options.change.current)
      : await verifyPassword(row.hash, options.change.current);
  if (!valid) throw new Forbidden("b2b_password_current_wrong");
  await attempt.succeeded();
  if (isSameAsCurrent(options.change)) throw new Invalid("b2b_password_same_as_current");
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(options.change.next) })
    .where(eq(users.id, options.userId));
  const endedSessions = await endOtherSessions(db, options.userId, options.sessionId, options.now);
  await recordActivity(db, {
    contactId: options.userId,
    status: "password_changed",
    ip: options.ip,
    now: options.now,
    detail: { device: options.device, ended_sessions: endedSessions },
  });
  return { changed: true, endedSessions };
}
