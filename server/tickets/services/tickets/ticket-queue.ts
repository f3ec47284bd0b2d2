import { and, asc, desc, eq, inArray, lt, type SQL } from "drizzle-orm";
import { seesEveryStore, type StoreGrants } from "../../../../core/permissions/store-scope";
import { MAX_ID } from "../../../../core/schemas/ids";
import { pageOfRows } from "../../../../core/lists/keyset-cursor";
import type { TicketQueueQuery } from "../../../../core/tickets/ticket-queue-query";
import type { Database } from "../../../db/database";
import { stores } from "../../../db/schema/stores";
import { Forbidden } from "../../../domain-errors";
import { tickets } from "../../tables/tickets";
import { ticketCategories } from "../../tables/tickets-reference";
import { summaryFrom, wireSummary, type Language } from "./ticket-reads";

/** Head office's queue is for the every-store grant only (core/permissions/store-scope.ts). */
function requireEveryStore(user: StoreGrants): void {
  if (!seesEveryStore(user)) throw new Forbidden("b2b_forbidden");
}

/**
 * One keyset page of every store's v2 tickets, newest first, with its store (issue 20, item 7):
 * `[last_status IN (...)] [AND priority] [AND location_id] [AND category_id] [AND id < cursor]
 * ORDER BY id DESC LIMIT limit + 1`. A store filter reads the (location_id[, last_status], id DESC)
 * indexes; without one, the primary key's order.
 */
export async function listTicketQueue(
  db: Database,
  user: StoreGrants,
  query: TicketQueueQuery,
  language: Language,
) {
  requireEveryStore(user);
  const conditions: SQL[] = [];
  if (query.statuses !== null) conditions.push(inArray(tickets.lastStatus, [...query.statuses]));
  if (query.priority !== null) conditions.push(eq(tickets.priority, query.priority));
  if (query.locationId !== null) conditions.push(eq(tickets.locationId, query.locationId));
  if (query.categoryId !== null) conditions.push(eq(tickets.categoryId, query.categoryId));
  if (query.beforeId !== null && query.beforeId <= MAX_ID) conditions.push(lt(tickets.id, query.beforeId));
  // The page's ids and stores first, then their rows through the same query a store's list uses.
  const page = await db
    .select({ id: tickets.id, location_id: tickets.locationId, store: stores.title })
    .from(tickets)
    .innerJoin(stores, eq(stores.id, tickets.locationId))
    .where(conditions.length === 0 ? undefined : and(...conditions))
    .orderBy(desc(tickets.id))
    .limit(query.limit + 1);
  const ids = page.map((row) => row.id);
  const summaries = ids.length === 0 ? [] : await summaryFrom(db, language).where(inArray(tickets.id, ids));
  const byId = new Map(summaries.map((row) => [row.id, row]));
  const rows = page.flatMap(({ id, location_id, store }) => {
    const summary = byId.get(id);
    return summary === undefined ? [] : [{ ...wireSummary(summary), location_id, store }];
  });
  return pageOfRows(rows, query.limit);
}

/** The choices of the queue's filters: every store and every category, by title. */
export async function ticketQueueFilterChoices(db: Database, user: StoreGrants, language: Language) {
  requireEveryStore(user);
  const storeRows = await db
    .select({ id: stores.id, title: stores.title })
    .from(stores)
    .orderBy(asc(stores.title));
  const title = language === "gr" ? ticketCategories.titleGr : ticketCategories.titleEn;
  const categories = await db
    .select({ id: ticketCategories.id, title })
    .from(ticketCategories)
    .orderBy(asc(title));
  return { stores: storeRows, categories };
}
