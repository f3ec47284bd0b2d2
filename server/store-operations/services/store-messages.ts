import { desc, eq } from "drizzle-orm";
import type { StoreMessage } from "../../../core/store-operations/store-operations-wire";
import type { Database } from "../../db/database";
import { complianceReminders } from "../tables/compliance-reminders";

/** /messages (docs/decisions.md, "Messages"): what the portal sent about the store, newest first. */
export async function storeMessages(db: Database, storeId: number): Promise<StoreMessage[]> {
  const rows = await db
    .select()
    .from(complianceReminders)
    .where(eq(complianceReminders.storeId, storeId))
    .orderBy(desc(complianceReminders.cStamp), desc(complianceReminders.id))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    subject: r.subject,
    body: r.body,
    to_name: r.recipientName,
    channel_type: r.channel,
    c_stamp: r.cStamp.toISOString(),
  }));
}
