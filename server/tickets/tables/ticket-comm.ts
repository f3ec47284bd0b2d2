import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { tickets } from "./tickets";
import { users } from "../../db/schema/users";

/**
 * The conversation of a v2 ticket (`comm`): the first message is written by the save, later ones
 * are replies and resolution notes. `from_contact_name` is kept as written, so the thread still
 * reads right when a user is renamed or removed.
 */
export const ticketComm = pgTable(
  "ticket_comm",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    fromUserId: integer("from_user_id").references(() => users.id, { onDelete: "set null" }),
    fromContactName: text("from_contact_name").notNull(),
    message: text().notNull(),
    cStamp: timestamp("c_stamp", { withTimezone: true }).notNull(),
    mStamp: timestamp("m_stamp", { withTimezone: true }).notNull(),
  },
  (t) => [index("ticket_comm_ticket_idx").on(t.ticketId, t.id)],
);
