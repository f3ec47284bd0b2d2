import { index, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { stores } from "../../db/schema/stores";
import { users } from "../../db/schema/users";

/**
 * A ticket of the older form (tickets_old screens): priority 3 High, 4 Normal, 5 Low; resolved 0 or
 * 1; an optional estimated date of completion (edc_stamp).
 */
export const ticketsOld = pgTable(
  "tickets_old",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    locationId: integer("location_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    title: text().notNull(),
    priority: smallint().notNull(),
    resolved: smallint().notNull().default(0),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    cStamp: timestamp("c_stamp", { withTimezone: true }).notNull(),
    mStamp: timestamp("m_stamp", { withTimezone: true }).notNull(),
    edcStamp: timestamp("edc_stamp", { withTimezone: true }),
  },
  (t) => [
    index("tickets_old_location_id_idx").on(t.locationId, t.id.desc()),
    index("tickets_old_location_resolved_id_idx").on(t.locationId, t.resolved, t.id.desc()),
  ],
);

/** The thread of an older-form ticket. */
export const ticketsOldThread = pgTable(
  "tickets_old_thread",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => ticketsOld.id, { onDelete: "cascade" }),
    fromUserId: integer("from_user_id").references(() => users.id, { onDelete: "set null" }),
    fromContactName: text("from_contact_name").notNull(),
    message: text().notNull(),
    cStamp: timestamp("c_stamp", { withTimezone: true }).notNull(),
    mStamp: timestamp("m_stamp", { withTimezone: true }).notNull(),
  },
  (t) => [index("tickets_old_thread_ticket_idx").on(t.ticketId, t.id)],
);
