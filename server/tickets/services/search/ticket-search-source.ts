import { and, desc, eq } from "drizzle-orm";
import { areaAccess } from "../../../../core/permissions/area-access";
import { HEAD_OFFICE_COMPANY } from "../../../../core/constants/portal-constants";
import type { SearchSource } from "../../../services/search/search-source";
import { tickets } from "../../tables/tickets";

/**
 * v2 tickets of the selected store, for those the tickets area is open to (not trainees) and only in
 * a store they may see: the same two checks as the ticket list.
 */
export const ticketSearchSource: SearchSource = {
  id: "tickets",
  search: async ({ db, session, matches, store, limit }) => {
    if (areaAccess("tickets", session.permission, HEAD_OFFICE_COMPANY)._tag !== "Allow") return undefined;
    if (store === undefined) return [];
    const rows = await db
      .select({ id: tickets.id, title: tickets.title })
      .from(tickets)
      .where(and(eq(tickets.locationId, store.id), matches(tickets.searchText)))
      .orderBy(desc(tickets.id))
      .limit(limit);
    return rows.map((row) => ({
      source: "tickets",
      id: row.id,
      title: row.title,
      excerpt: `#${row.id}`,
      path: `/tickets/${row.id}`,
      store: store.name,
    }));
  },
};
