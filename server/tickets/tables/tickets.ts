import { index, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { stores } from "../../db/schema/stores";
import { ticketCategories, ticketComplaintTypes, ticketContacts } from "./tickets-reference";
import { users } from "../../db/schema/users";
import { searchFoldSql } from "../../services/search/search-fold-sql";
import { searchIndex } from "../../services/search/search-index";

/**
 * A v2 ticket. The older form lives in its own table (tickets-old.ts): it has other codes, no
 * category or contact, and its own ids and paths, so one table would only add nullable columns.
 * `last_status` 1 open, 2 in progress, 3 resolved; `priority` 1 high, 2 medium, 3 low.
 */
export const tickets = pgTable(
  "tickets",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    locationId: integer("location_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    title: text().notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => ticketCategories.id),
    contactId: integer("contact_id")
      .notNull()
      .references(() => ticketContacts.id),
    complaintTypeId: integer("complaint_type_id").references(() => ticketComplaintTypes.id),
    lastStatus: smallint("last_status").notNull().default(1),
    priority: smallint().notNull(),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id),
    cStamp: timestamp("c_stamp", { withTimezone: true }).notNull(),
    mStamp: timestamp("m_stamp", { withTimezone: true }).notNull(),
    /** When the second call (saveTicketFiles) confirmed what the save prepared; null until then. */
    filesConfirmedAt: timestamp("files_confirmed_at", { withTimezone: true }),
    /** When the notices were queued; set once, so a repeated request sends nothing. */
    emailsSentAt: timestamp("emails_sent_at", { withTimezone: true }),
    /** The title folded for the search (core/search/search-fold.ts), kept by the database. */
    searchText: text("search_text").generatedAlwaysAs(searchFoldSql("title")),
  },
  (t) => [
    searchIndex("tickets", t.searchText),
    // The two tabs of the list are keyset scans of these indexes (newest id first).
    index("tickets_location_id_idx").on(t.locationId, t.id.desc()),
    index("tickets_location_status_id_idx").on(t.locationId, t.lastStatus, t.id.desc()),
    index("tickets_created_by_idx").on(t.createdBy),
  ],
);
