import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/** The activity log (spec section 3): who did what from where; acting-as is always written here. */
export const activityLog = pgTable(
  "activity_log",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    contactId: integer("contact_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text().notNull(),
    ip: text(),
    cStamp: timestamp("c_stamp", { withTimezone: true }).notNull().defaultNow(),
    detail: text(),
  },
  (t) => [index("activity_log_contact_idx").on(t.contactId, t.cStamp)],
);
