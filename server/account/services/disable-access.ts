import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { users } from "../../db/schema/users";
import { recordActivity } from "../../services/activity/record-activity";
import { revokeUserSessions } from "../../auth/services/password-reset/revoke-user-sessions";

/**
 * POST disableUserAccess: a person closes their own access to the portal (docs/decisions.md,
 * "disableUserAccess"). The account becomes `disabled` (sign-in refused, records kept for the store)
 * and every session ends at once, this one included. Only head office can open it again.
 */
export async function disableOwnAccess(
  db: Database,
  options: {
    readonly userId: number;
    readonly ip: string | null;
    readonly device: string | null;
    readonly now: Date;
  },
): Promise<void> {
  await db.update(users).set({ status: "disabled" }).where(eq(users.id, options.userId));
  await revokeUserSessions(db, options.userId, options.now);
  await recordActivity(db, {
    contactId: options.userId,
    status: "access_disabled",
    ip: options.ip,
    now: options.now,
    detail: { device: options.device },
  });
}
