import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { ticketMatchesTab } from "./ticket-tabs";
import {
  parseTicketListQuery,
  TICKET_PAGE_DEFAULT_LIMIT,
  TICKET_PAGE_MAX_LIMIT,
  TICKET_TAB_FILTERS,
} from "./ticket-list-query";
import { decodeKeysetCursor, encodeKeysetCursor, pageOfRows } from "../lists/keyset-cursor";

describe("TICKET_TAB_FILTERS", () => {
  it("selects everything, or v2 last_status 3 and older resolved 1", () => {
    expect(TICKET_TAB_FILTERS.all).toEqual({ v2: null, old: null });
    expect(TICKET_TAB_FILTERS.resolved).toEqual({ v2: { last_status: 3 }, old: { resolved: 1 } });
  });

  it("agrees with the in-memory tab rule", () => {
    expect(ticketMatchesTab("resolved", TICKET_TAB_FILTERS.resolved.v2)).toBe(true);
    expect(ticketMatchesTab("resolved", TICKET_TAB_FILTERS.resolved.old)).toBe(true);
    expect(ticketMatchesTab("resolved", { last_status: 2 })).toBe(false);
    expect(ticketMatchesTab("resolved", { resolved: 0 })).toBe(false);
  });
});

describe("ticket cursors", () => {
  test.prop([fc.maxSafeNat()], { numRuns: 300 })(
    "round-trip every id",
    (id) => decodeKeysetCursor(encodeKeysetCursor(id)) === id,
  );

  test.prop([fc.anything()], { numRuns: 300 })("never throw on garbage", (value) => {
    const id = decodeKeysetCursor(value);
    return id === undefined || Number.isSafeInteger(id);
  });

  it("refuse foreign cursors", () => {
    for (const bad of ["", "12", "v1.", "v1.-1", "v1.ZZ", "v2.a", "v1.zzzzzzzzzzzz"]) {
      expect(decodeKeysetCursor(bad)).toBeUndefined();
    }
  });
});

describe("parseTicketListQuery", () => {
  it("defaults to all, first page, default limit", () => {
    expect(parseTicketListQuery({})).toEqual({
      ok: true,
      query: { status: "all", beforeId: null, limit: TICKET_PAGE_DEFAULT_LIMIT },
    });
  });

  it("reads status, cursor and limit, clamping a large limit", () => {
    expect(
      parseTicketListQuery({ status: "resolved", cursor: encodeKeysetCursor(99), limit: "1000" }),
    ).toEqual({
      ok: true,
      query: { status: "resolved", beforeId: 99, limit: TICKET_PAGE_MAX_LIMIT },
    });
  });

  it("answers error keys for unreadable values", () => {
    expect(parseTicketListQuery({ status: "open" })).toEqual({ ok: false, message: "b2b_invalid_input" });
    expect(parseTicketListQuery({ limit: "0" })).toEqual({ ok: false, message: "b2b_invalid_input" });
    expect(parseTicketListQuery({ limit: "-5" })).toEqual({ ok: false, message: "b2b_invalid_input" });
    expect(parseTicketListQuery({ cursor: "abc" })).toEqual({
      ok: false,
      message: "b2b_ticket_list_cursor_invalid",
    });
  });

  test.prop([fc.option(fc.string()), fc.option(fc.string()), fc.option(fc.string())], { numRuns: 300 })(
    "never throws and a good answer is within bounds",
    (status, cursor, limit) => {
      const result = parseTicketListQuery({ status, cursor, limit });
      return !result.ok || (result.query.limit >= 1 && result.query.limit <= TICKET_PAGE_MAX_LIMIT);
    },
  );
});

describe("pageOfRows", () => {
  it("gives a cursor only when the extra row shows another page", () => {
    const rows = [{ id: 9 }, { id: 7 }, { id: 4 }];
    expect(pageOfRows(rows, 2)).toEqual({
      items: [{ id: 9 }, { id: 7 }],
      next_cursor: encodeKeysetCursor(7),
    });
    expect(pageOfRows(rows, 3)).toEqual({ items: rows, next_cursor: null });
    expect(pageOfRows([], 3)).toEqual({ items: [], next_cursor: null });
  });
});
