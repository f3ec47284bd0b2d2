import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { tickets } from "../../tickets/tables/tickets";

/**
 * The search's normal form of v2 ticket titles (core/search/search-text.ts), kept beside the tickets
 * table so the tickets area's table stays its own: the search catches up on tickets created since
 * its last run before it reads (services/search/ticket-search-source.ts). A ticket's title does not
 * change after its save, so catching up on new ids is enough.
 */
export const ticketSearchTexts = pgTable(
  "ticket_search_texts",
  {
    ticketId: integer("ticket_id")
      .primaryKey()
      .references(() => tickets.id, { onDelete: "cascade" }),
    locationId: integer("location_id").notNull(),
    searchText: text("search_text").notNull(),
  },
  (t) => [index("ticket_search_texts_location_idx").on(t.locationId, t.ticketId.desc())],
);
