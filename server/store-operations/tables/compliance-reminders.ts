import { date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { stores } from "../../db/schema/stores";
import { outbox } from "../../db/schema/outbox";

/**
 * One reminder sent for a licence's expiry or a machine's next service: which record, for which
 * date, how many days before (30 or 7). The unique key makes the sweep safe to run on any number of
 * instances at once, and a new date (a renewal) starts its reminders afresh. It is also what
 * /messages lists for a store.
 */
export const complianceReminders = pgTable(
  "compliance_reminders",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    kind: text({ enum: ["license", "maintenance"] }).notNull(),
    recordId: integer("record_id").notNull(),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    leadDays: smallint("lead_days").notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    recipientName: text("recipient_name").notNull(),
    channel: text({ enum: ["email", "sms"] }).notNull(),
    outboxId: integer("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
    cStamp: timestamp("c_stamp", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("compliance_reminders_once_idx").on(
      t.kind,
      t.recordId,
      t.dueDate,
      t.leadDays,
      t.recipientName,
    ),
    index("compliance_reminders_store_idx").on(t.storeId, t.cStamp),
  ],
);
