import type { Database } from "../../db/database";
import { activityLog } from "../../db/schema/activity-log";

/** Writes one activity-log row (login, logout, acting-as ...). */
export async function recordActivity(
  db: Database,
  entry: {
    readonly contactId: number;
    readonly status: string;
    readonly ip: string | null;
    readonly now: Date;
    readonly detail?: Readonly<Record<string, unknown>>;
  },
): Promise<void> {
  await db.insert(activityLog).values({
    contactId: entry.contactId,
    status: entry.status,
    ip: entry.ip,
    cStamp: entry.now,
    detail: entry.detail === undefined ? null : JSON.stringify(entry.detail),
  });
}
