import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { ticketMessages } from "./tickets-catalogue";
import {
  oldTicketPriorityLabelKey,
  oldTicketResolvedLabelKey,
  ticketPriorityLabelKey,
  ticketStatusLabelKey,
  ticketTabLabelKey,
} from "./ticket-labels";

describe("ticket label keys", () => {
  it("pins the v2 codes: status 1 open, 2 in progress, 3 resolved; priority 1 high, 2 medium, 3 low", () => {
    expect([1, 2, 3].map(ticketStatusLabelKey)).toEqual([
      "b2b_ticket_status_open",
      "b2b_ticket_status_in_progress",
      "b2b_ticket_status_resolved",
    ]);
    expect([1, 2, 3].map(ticketPriorityLabelKey)).toEqual([
      "b2b_ticket_priority_high",
      "b2b_ticket_priority_medium",
      "b2b_ticket_priority_low",
    ]);
  });

  it("pins the older codes: priority 3 High, 4 Normal, 5 Low; resolved 0 and 1", () => {
    expect([3, 4, 5].map(oldTicketPriorityLabelKey)).toEqual([
      "b2b_ticket_old_priority_high",
      "b2b_ticket_old_priority_normal",
      "b2b_ticket_old_priority_low",
    ]);
    expect(ticketMessages.b2b_ticket_old_priority_normal.en).toBe("Normal");
    expect(oldTicketResolvedLabelKey(0)).toBe("b2b_ticket_old_unresolved");
    expect(oldTicketResolvedLabelKey(1)).toBe("b2b_ticket_old_resolved");
    expect(ticketTabLabelKey("all")).toBe("b2b_tickets_tab_all");
    expect(ticketTabLabelKey("resolved")).toBe("b2b_tickets_tab_resolved");
  });

  it("answers an unknown key outside the spec's codes", () => {
    expect(ticketStatusLabelKey(4)).toBe("b2b_ticket_status_unknown");
    expect(ticketPriorityLabelKey(0)).toBe("b2b_ticket_priority_unknown");
    expect(oldTicketPriorityLabelKey(2)).toBe("b2b_ticket_priority_unknown");
    expect(oldTicketResolvedLabelKey(2)).toBe("b2b_ticket_status_unknown");
  });

  test.prop([fc.anything()], { numRuns: 200 })("always answers a key of the catalogue", (code) =>
    [
      ticketStatusLabelKey,
      ticketPriorityLabelKey,
      oldTicketPriorityLabelKey,
      oldTicketResolvedLabelKey,
    ].every((label) => Object.hasOwn(ticketMessages, label(code))),
  );
});

describe("ticketMessages", () => {
  it("has the spec's success key and Greek and English for every key", () => {
    expect(ticketMessages.b2b_ticket_save_success.en).toBe("The ticket was saved");
    for (const entry of Object.values(ticketMessages)) {
      expect(entry.en.trim()).not.toBe("");
      expect(entry.gr).toMatch(/[\u0370-\u03ff]/u);
    }
  });
});
