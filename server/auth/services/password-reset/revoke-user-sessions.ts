import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { sessions } from "../../tables/sessions";

/**
 * Ends every session of a user, and every acting-as session opened from one of them: after a
 * password reset no token issued before it may keep working (refresh answers 401 at once).
 */
export async function revokeUserSessions(db: Database, userId: number, now: Date): Promise<void> {
  const own = db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        isNull(sessions.revokedAt),
        or(eq(sessions.userId, userId), inArray(sessions.actingAsMasterSessionId, own)),
      ),
    );
}
