import { and, eq, inArray, isNull, ne, or } from "drizzle-orm";
import type { Database } from "../../db/database";
import { sessions } from "../../auth/tables/sessions";

/**
 * Ends every session of a user but `keep` (the one asking), with the acting-as sessions opened from
 * them: "sign out everywhere" and a password change leave the person signed in where they are and
 * nowhere else. Returns how many sessions ended.
 */
export async function endOtherSessions(
  db: Database,
  userId: number,
  keep: string,
  now: Date,
): Promise<number> {
  const others = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keep)));
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        isNull(sessions.revokedAt),
        ne(sessions.id, keep),
        or(eq(sessions.userId, userId), inArray(sessions.actingAsMasterSessionId, others)),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}
