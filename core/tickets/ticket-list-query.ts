import { OLD_TICKET_RESOLVED, TICKET_STATUS } from "../constants/ticket-constants";
import type { TicketMessageKey } from "./tickets-catalogue";
import { TICKET_TABS, type TicketTab } from "./ticket-tabs";
import { decodeKeysetCursor } from "../lists/keyset-cursor";

/**
 * The query of the ticket lists (`?status=all|resolved&cursor=&limit=`). Pages are keyset pages:
 * newest ticket first by id, and the cursor is the last id of the previous page, so the server
 * reads `WHERE location_id = $1 [AND status] AND id < $cursor ORDER BY id DESC LIMIT $limit + 1`
 * from an index and the first page of a store with 100,000 tickets costs the same as any other.
 */

export const TICKET_PAGE_DEFAULT_LIMIT = 50;
export const TICKET_PAGE_MAX_LIMIT = 200;

/**
 * What each tab selects, per form (spec section 2: all tickets of the store, or resolved only).
 * The same filter in memory is core/tickets/ticket-tabs.ts ticketMatchesTab.
 */
export const TICKET_TAB_FILTERS = {
  all: { v2: null, old: null },
  resolved: {
    v2: { last_status: TICKET_STATUS.resolved },
    old: { resolved: OLD_TICKET_RESOLVED.resolved },
  },
} as const satisfies Record<TicketTab, { v2: object | null; old: object | null }>;

export interface TicketListQuery {
  readonly status: TicketTab;
  /** Only tickets with a smaller id; null for the first page. */
  readonly beforeId: number | null;
  readonly limit: number;
}

export type TicketListQueryResult =
  | { readonly ok: true; readonly query: TicketListQuery }
  | { readonly ok: false; readonly message: TicketMessageKey | "b2b_invalid_input" };

/**
 * Reads the query strings of a list request. Missing status is "all", missing limit the default;
 * a limit above the maximum is clamped (asking for too much is not an error); anything unreadable
 * is an error key for a 400 answer.
 */
export function parseTicketListQuery(params: {
  readonly status?: string | null | undefined;
  readonly cursor?: string | null | undefined;
  readonly limit?: string | null | undefined;
}): TicketListQueryResult {
  const status = params.status ?? "all";
  const tab = TICKET_TABS.find((candidate) => candidate === status);
  if (tab === undefined) return { ok: false, message: "b2b_invalid_input" };
  let beforeId: number | null = null;
  if (params.cursor !== undefined && params.cursor !== null && params.cursor !== "") {
    const id = decodeKeysetCursor(params.cursor);
    if (id === undefined) return { ok: false, message: "b2b_ticket_list_cursor_invalid" };
    beforeId = id;
  }
  let limit = TICKET_PAGE_DEFAULT_LIMIT;
  if (params.limit !== undefined && params.limit !== null && params.limit !== "") {
    if (!/^[0-9]{1,6}$/u.test(params.limit) || Number(params.limit) < 1) {
      return { ok: false, message: "b2b_invalid_input" };
    }
    limit = Math.min(Number(params.limit), TICKET_PAGE_MAX_LIMIT);
  }
  return { ok: true, query: { status: tab, beforeId, limit } };
}
