import { desc } from "drizzle-orm";
import type { Database } from "../../db/database";
import { outbox } from "../../db/schema/outbox";

/** The last 200 messages of the outbox, newest first (demo mode's GET dev/outbox). */
export const recentOutboxMessages = (db: Database) =>
  db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(200);
