import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TICKET_PAGE_DEFAULT_LIMIT, TICKET_PAGE_MAX_LIMIT } from "./ticket-list-query";
import { encodeKeysetCursor } from "../lists/keyset-cursor";
import { parseTicketQueueQuery, QUEUE_STATUS_FILTERS, ticketQueueSearch } from "./ticket-queue-query";

const filters = fc.record({
  status: fc.option(fc.constantFrom(...QUEUE_STATUS_FILTERS), { nil: null }),
  priority: fc.option(fc.constantFrom(1, 2, 3), { nil: null }),
  locationId: fc.option(fc.integer({ min: 1, max: 2_147_483_647 }), { nil: null }),
  categoryId: fc.option(fc.integer({ min: 1, max: 2_147_483_647 }), { nil: null }),
});

describe("head office's queue query", () => {
  it("reads back what the browser sends, for every filter and page", () => {
    fc.assert(
      fc.property(
        filters,
        fc.option(fc.integer({ min: 0, max: 2_147_483_647 }), { nil: null }),
        fc.integer({ min: 1, max: TICKET_PAGE_MAX_LIMIT }),
        (chosen, lastId, limit) => {
          const cursor = lastId === null ? null : encodeKeysetCursor(lastId);
          const parsed = parseTicketQueueQuery(ticketQueueSearch(chosen, cursor, limit));
          expect(parsed.ok).toBe(true);
          if (!parsed.ok) return;
          expect(parsed.query.priority).toBe(chosen.priority);
          expect(parsed.query.locationId).toBe(chosen.locationId);
          expect(parsed.query.categoryId).toBe(chosen.categoryId);
          expect(parsed.query.beforeId).toBe(lastId);
          expect(parsed.query.limit).toBe(limit);
          expect(parsed.query.statuses === null).toBe(chosen.status === null);
        },
      ),
    );
  });

  it("never throws and answers a message key for any junk", () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom("status", "priority", "location_id", "category_id", "cursor", "limit"),
          fc.string(),
        ),
        (params) => {
          const parsed = parseTicketQueueQuery(params);
          expect(parsed.ok || typeof parsed.message === "string").toBe(true);
        },
      ),
    );
  });

  it("pins the filters: unresolved is open or in progress; empty means everything", () => {
    const unresolved = parseTicketQueueQuery({ status: "unresolved" });
    expect(unresolved).toEqual({
      ok: true,
      query: {
        statuses: [1, 2],
        priority: null,
        locationId: null,
        categoryId: null,
        beforeId: null,
        limit: TICKET_PAGE_DEFAULT_LIMIT,
      },
    });
    expect(parseTicketQueueQuery({ status: "3", priority: "1", location_id: "7" })).toMatchObject({
      ok: true,
      query: { statuses: [3], priority: 1, locationId: 7 },
    });
    for (const bad of [
      { status: "4" },
      { status: "resolved" },
      { priority: "0" },
      { location_id: "0" },
      { location_id: "2147483648" },
      { category_id: "-1" },
      { category_id: "1e3" },
    ])
      expect(parseTicketQueueQuery(bad)).toEqual({ ok: false, message: "b2b_invalid_input" });
    expect(parseTicketQueueQuery({ cursor: "junk" })).toEqual({
      ok: false,
      message: "b2b_ticket_list_cursor_invalid",
    });
  });
});
