import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { passwordResets } from "../../tables/password-resets";
import { users } from "../../../db/schema/users";
import { hashPassword } from "../session/password";
import { tokenDigest } from "../verification/one-time-token";
import { revokeUserSessions } from "./revoke-user-sessions";

/** The condition of a link that can still set a password: known, unused, not expired. */
const openLink = (token: string, now: Date) =>
  and(
    eq(passwordResets.tokenDigest, tokenDigest(token)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );

/** Whether a reset link can still set a password, so the screen says so before asking for one. */
export async function isResetLinkOpen(db: Database, token: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(openLink(token, now))
    .limit(1);
  return row !== undefined;
}

/**
 * Sets a new password through a reset link: the link is consumed (one atomic UPDATE, so two
 * requests with the same link cannot both succeed), every other open link of the user dies with it,
 * and every session of the user is revoked. False when the link is unknown, used or expired.
 * The password must already have passed core's password rule.
 */
export async function resetPasswordWithLink(
  db: Database,
  options: { readonly token: string; readonly password: string; readonly now: Date },
): Promise<boolean> {
  const { now } = options;
  const open = openLink(options.token, now);
  // A cheap look first, so guessing links costs no argon2 work on the server.
  const [candidate] = await db.select({ id: passwordResets.id }).from(passwordResets).where(open).limit(1);
  if (candidate === undefined) return false;
  const passwordHash = await hashPassword(options.password);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(open)
      .returning({ userId: passwordResets.userId });
    if (used === undefined) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, used.userId), isNull(passwordResets.usedAt)));
    await revokeUserSessions(tx, used.userId, now);
    return true;
  });
}
