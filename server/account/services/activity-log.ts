import { and, desc, eq, lt, or } from "drizzle-orm";
import { encodeKeysetCursor, type KeysetPosition } from "../../../core/account/account-page";
import type { Database } from "../../db/database";
import { activityLog } from "../../db/schema/activity-log";
import { users } from "../../db/schema/users";

/** What a row of the activity log says about the device, from its `detail` (the sign-in's browser). */
function deviceOf(detail: string | null): string | null {
  if (detail === null) return null;
  try {
    const parsed: unknown = JSON.parse(detail);
    const device =
      typeof parsed === "object" && parsed !== null
        ? (parsed as Record<string, unknown>)["device"]
        : undefined;
    return typeof device === "string" ? device.slice(0, 300) : null;
  } catch {
    return null;
  }
}

/**
 * The caller's own activity log (spec 3, "Activity log": contact_id, avatar, fullname, status, ip),
 * newest first, with the time and device: the security log of /activity. Only the user's own rows:
 * someone else's sign-ins are nobody else's business (docs/decisions.md, "Activity").
 */
export async function activityPage(
  db: Database,
  userId: number,
  after: KeysetPosition | undefined,
  limit: number,
) {
  const rows = await db
    .select({
      id: activityLog.id,
      contactId: activityLog.contactId,
      status: activityLog.status,
      ip: activityLog.ip,
      cStamp: activityLog.cStamp,
      detail: activityLog.detail,
      fName: users.fName,
      lName: users.lName,
      avatar: users.avatar,
    })
    .from(activityLog)
    .innerJoin(users, eq(users.id, activityLog.contactId))
    .where(
      and(
        eq(activityLog.contactId, userId),
        after === undefined
          ? undefined
          : or(
              lt(activityLog.cStamp, new Date(after.stampMs)),
              and(eq(activityLog.cStamp, new Date(after.stampMs)), lt(activityLog.id, after.id)),
            ),
      ),
    )
    .orderBy(desc(activityLog.cStamp), desc(activityLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      contact_id: row.contactId,
      avatar: row.avatar === null ? null : `files/avatars/${row.contactId}.${row.avatar}`,
      fullname: `${row.fName} ${row.lName}`.trim(),
      status: row.status,
      ip: row.ip ?? "",
      device: deviceOf(row.detail),
      c_stamp: row.cStamp.toISOString(),
    })),
    next_cursor:
      rows.length > limit && last !== undefined
        ? encodeKeysetCursor({ stampMs: last.cStamp.getTime(), id: last.id })
        : null,
  };
}
