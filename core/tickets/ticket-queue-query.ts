import { TICKET_PRIORITY, TICKET_STATUS } from "../constants/ticket-constants";
import { MAX_ID } from "../schemas/ids";
import { parseTicketListQuery, type TicketListQueryResult } from "./ticket-list-query";

/**
 * Head office's queue: every store's v2 tickets in one list (issue 20, item 7), filtered by status,
 * priority, store and category, newest first in keyset pages like a store's list. Only holders of
 * the every-store grant may ask (the server checks). Query strings:
 * `?status=unresolved|1|2|3&priority=1|2|3&location_id=&category_id=&cursor=&limit=`; a missing
 * filter selects everything. "unresolved" (open or in progress) is the work still to do.
 */

/** The status filter's values: a status code, or "unresolved" (1 or 2). */
export const QUEUE_STATUS_FILTERS = ["unresolved", "1", "2", "3"] as const;
export type QueueStatusFilter = (typeof QUEUE_STATUS_FILTERS)[number];
export const QUEUE_PRIORITY_FILTERS = ["1", "2", "3"] as const;

export interface TicketQueueFilters {
  /** Status codes to keep; null keeps every status. */
  readonly statuses: readonly number[] | null;
  readonly priority: number | null;
  readonly locationId: number | null;
  readonly categoryId: number | null;
}

export interface TicketQueueQuery extends TicketQueueFilters {
  readonly beforeId: number | null;
  readonly limit: number;
}

export type TicketQueueQueryResult =
  | { readonly ok: true; readonly query: TicketQueueQuery }
  | { readonly ok: false; readonly message: Extract<TicketListQueryResult, { ok: false }>["message"] };

const STATUS_CODES: Readonly<Record<QueueStatusFilter, readonly number[]>> = {
  unresolved: [TICKET_STATUS.open, TICKET_STATUS.inProgress],
  "1": [TICKET_STATUS.open],
  "2": [TICKET_STATUS.inProgress],
  "3": [TICKET_STATUS.resolved],
};

const present = (value: string | null | undefined): value is string =>
  value !== undefined && value !== null && value !== "";

/** An id in the query, or undefined when it is not one (1 to MAX_ID, digits only). */
function readId(value: string): number | undefined {
  if (!/^[0-9]{1,10}$/u.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

/** Reads the queue's query strings; anything unreadable is an error key for a 400 answer. */
export function parseTicketQueueQuery(params: {
  readonly status?: string | null | undefined;
  readonly priority?: string | null | undefined;
  readonly location_id?: string | null | undefined;
  readonly category_id?: string | null | undefined;
  readonly cursor?: string | null | undefined;
  readonly limit?: string | null | undefined;
}): TicketQueueQueryResult {
  // The cursor and the limit read exactly as a store's list reads them.
  const page = parseTicketListQuery({ cursor: params.cursor, limit: params.limit });
  if (!page.ok) return page;
  const invalid = { ok: false, message: "b2b_invalid_input" } as const;
  let statuses: readonly number[] | null = null;
  if (present(params.status)) {
    const filter = QUEUE_STATUS_FILTERS.find((candidate) => candidate === params.status);
    if (filter === undefined) return invalid;
    statuses = STATUS_CODES[filter];
  }
  let priority: number | null = null;
  if (present(params.priority)) {
    const code = Object.values(TICKET_PRIORITY).find((candidate) => String(candidate) === params.priority);
    if (code === undefined) return invalid;
    priority = code;
  }
  const ids: { locationId: number | null; categoryId: number | null } = {
    locationId: null,
    categoryId: null,
  };
  for (const [name, value] of [
    ["locationId", params.location_id],
    ["categoryId", params.category_id],
  ] as const) {
    if (!present(value)) continue;
    const id = readId(value);
    if (id === undefined) return invalid;
    ids[name] = id;
  }
  return {
    ok: true,
    query: { statuses, priority, ...ids, beforeId: page.query.beforeId, limit: page.query.limit },
  };
}

/** The filters as the browser holds them (null: no filter). */
export interface TicketQueueFilterValues {
  readonly status: QueueStatusFilter | null;
  readonly priority: number | null;
  readonly locationId: number | null;
  readonly categoryId: number | null;
}

/** Head office opens the queue on the work still to do: every store, open or in progress. */
export const DEFAULT_QUEUE_FILTERS: TicketQueueFilterValues = {
  status: "unresolved",
  priority: null,
  locationId: null,
  categoryId: null,
};

/** The query strings of a queue request: what the browser sends for its filters and page. */
export function ticketQueueSearch(
  filters: TicketQueueFilterValues,
  cursor: string | null,
  limit: number,
): Record<string, string> {
  return {
    ...(filters.status === null ? {} : { status: filters.status }),
    ...(filters.priority === null ? {} : { priority: String(filters.priority) }),
    ...(filters.locationId === null ? {} : { location_id: String(filters.locationId) }),
    ...(filters.categoryId === null ? {} : { category_id: String(filters.categoryId) }),
    ...(cursor === null ? {} : { cursor }),
    limit: String(limit),
  };
}
