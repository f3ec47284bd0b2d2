import { and, desc, eq, gt, like, max } from "drizzle-orm";
import { areaAccess } from "../../../../core/permissions/area-access";
import { HEAD_OFFICE_COMPANY } from "../../../../core/constants/portal-constants";
import { searchText } from "../../../../core/search/search-text";
import type { Database } from "../../../db/database";
import { tickets } from "../../../tickets/tables/tickets";
import { canSeeLocation } from "../../../services/stores/store-access";
import { ticketSearchTexts } from "../../tables/ticket-search-texts";
import type { SearchSource } from "./search-source";

/** New tickets indexed per catch-up round; a burst of saves is indexed over a few searches. */
const CATCH_UP_BATCH = 2_000;

/**
 * Writes the search texts of tickets saved since the last search (ids above the highest indexed).
 * Two searches catching up together write the same rows; the second's conflict is ignored.
 */
async function catchUp(db: Database): Promise<void> {
  const [last] = await db.select({ id: max(ticketSearchTexts.ticketId) }).from(ticketSearchTexts);
  const fresh = await db
    .select({ id: tickets.id, locationId: tickets.locationId, title: tickets.title })
    .from(tickets)
    .where(last?.id == null ? undefined : gt(tickets.id, last.id))
    .orderBy(tickets.id)
    .limit(CATCH_UP_BATCH);
  if (fresh.length === 0) return;
  await db
    .insert(ticketSearchTexts)
    .values(fresh.map((t) => ({ ticketId: t.id, locationId: t.locationId, searchText: searchText(t.title) })))
    .onConflictDoNothing();
}

/**
 * v2 tickets of the selected store, for those the tickets area is open to (not trainees) and only in
 * a store they may see: the same two checks as the ticket list.
 */
export const ticketSearchSource: SearchSource = {
  id: "tickets",
  search: async ({ db, session, patterns, locationId, limit }) => {
    if (locationId === undefined) return [];
    if (areaAccess("tickets", session.permission, HEAD_OFFICE_COMPANY)._tag !== "Allow") return [];
    if (!(await canSeeLocation(db, session.user, locationId))) return [];
    await catchUp(db);
    const rows = await db
      .select({ id: tickets.id, title: tickets.title, status: tickets.lastStatus })
      .from(ticketSearchTexts)
      .innerJoin(tickets, eq(tickets.id, ticketSearchTexts.ticketId))
      .where(
        and(
          eq(ticketSearchTexts.locationId, locationId),
          ...patterns.map((p) => like(ticketSearchTexts.searchText, p)),
        ),
      )
      .orderBy(desc(ticketSearchTexts.ticketId))
      .limit(limit);
    return rows.map((row) => ({
      source: "tickets",
      id: row.id,
      title: row.title,
      excerpt: `#${row.id}`,
      path: `/tickets/${row.id}`,
    }));
  },
};
