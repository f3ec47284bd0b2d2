import { eq } from "drizzle-orm";
import {
  passwordChangeIsValid,
  validatePasswordChange,
  type PasswordChange,
} from "../../../core/account/password-change";
import type { Database } from "../../db/database";
import { users } from "../../db/schema/users";
import { Forbidden, Invalid } from "../../domain-errors";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../../auth/services/session/password";
import { recordActivity } from "../../services/activity/record-activity";
import { endOtherSessions } from "./session-ends";

/**
 * POST user/password: the caller's current password, then the new one by the spec's rule. Every other
 * session of the user ends (a stolen session cannot outlive the change); this one stays signed in.
 * A wrong current password is 403 `b2b_password_current_wrong` and changes nothing.
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
): Promise<{ readonly endedSessions: number }> {
  const errors = validatePasswordChange(options.change);
  const key = [...errors.current, ...errors.next, ...errors.confirmation][0];
  if (!passwordChangeIsValid(errors) && key !== undefined) throw new Invalid(key);
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, options.userId));
  // Corporate-only accounts have no password here: the same answer and the same cost as a wrong one.
  const valid =
    row?.hash == null
      ? await verifyAgainstDummy(options.change.current)
      : await verifyPassword(row.hash, options.change.current);
  if (!valid) throw new Forbidden("b2b_password_current_wrong");
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
  return { endedSessions };
}
