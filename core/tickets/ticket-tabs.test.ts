import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { isResolvedTicket, TICKET_TABS, ticketMatchesTab } from "./ticket-tabs";
import type { TicketResolution, TicketTab } from "./ticket-tabs";

describe("ticket tabs (spec 2: all tickets of the store, or resolved only)", () => {
  it("v2 tickets: status 3 is resolved", () => {
    expect(isResolvedTicket({ last_status: 3 })).toBe(true);
    expect(isResolvedTicket({ last_status: 1 })).toBe(false);
    expect(isResolvedTicket({ last_status: 2 })).toBe(false);
  });

  it("older tickets: resolved 1 is resolved", () => {
    expect(isResolvedTicket({ resolved: 1 })).toBe(true);
    expect(isResolvedTicket({ resolved: true })).toBe(true);
    expect(isResolvedTicket({ resolved: 0 })).toBe(false);
    expect(isResolvedTicket({})).toBe(false);
  });

  it("last_status decides when both are present", () => {
    expect(isResolvedTicket({ last_status: 1, resolved: 1 })).toBe(false);
    expect(isResolvedTicket({ last_status: 3, resolved: 0 })).toBe(true);
  });

  it("the all tab keeps every ticket; the resolved tab exactly the resolved ones", () => {
    const ticketArb = fc.record({
      last_status: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
      resolved: fc.option(fc.constantFrom(0, 1, true, false), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(ticketArb, { maxLength: 30 }), (tickets) => {
        expect(tickets.filter((t) => ticketMatchesTab("all", t))).toEqual(tickets);
        const resolved = tickets.filter((t) => ticketMatchesTab("resolved", t));
        expect(resolved).toEqual(tickets.filter(isResolvedTicket));
        for (const ticket of resolved)
          expect(ticket.last_status === 3 || ticket.last_status === undefined).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("never throws on arbitrary input", () => {
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom(...TICKET_TABS, "other"), (ticket, tab) => {
        expect(() => ticketMatchesTab(tab as TicketTab, ticket as TicketResolution)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});
