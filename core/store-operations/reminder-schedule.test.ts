import * as fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { REMINDER_LEADS, reminderDue } from "./reminder-schedule";

const due = Temporal.PlainDate.from("2026-12-24");
const daysBefore = (days: number) => due.subtract({ days });

describe("reminders 30 and 7 days before (examples)", () => {
  it("nothing 31 days before; the 30-day reminder from 30 days before; the 7-day one from 7 days before", () => {
    expect(reminderDue(due, daysBefore(31), [])).toBeUndefined();
    expect(reminderDue(due, daysBefore(30), [])).toBe(30);
    expect(reminderDue(due, daysBefore(8), [30])).toBeUndefined();
    expect(reminderDue(due, daysBefore(7), [30])).toBe(7);
    expect(reminderDue(due, daysBefore(0), [30, 7])).toBeUndefined();
  });
  it("a late sweep still sends; a record made 5 days before gets only the 7-day reminder; none after the date", () => {
    expect(reminderDue(due, daysBefore(20), [])).toBe(30);
    expect(reminderDue(due, daysBefore(5), [])).toBe(7);
    expect(reminderDue(due, due.add({ days: 1 }), [])).toBeUndefined();
  });
});

describe("reminders (properties)", () => {
  const day = fc.integer({ min: -60, max: 400 });
  const sentArb = fc.subarray([...REMINDER_LEADS]);
  it("walking day by day from any start sends each lead at most once, never after the date, 7 last", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), (start) => {
        const sent: number[] = [];
        const sentOn: number[] = [];
        for (let left = start; left >= -5; left -= 1) {
          const lead = reminderDue(due, daysBefore(left), sent);
          if (lead !== undefined) {
            sent.push(lead);
            sentOn.push(left);
          }
        }
        // Sent on a day from the lead's day to the due date itself, never after.
        expect(sentOn.every((left, i) => left >= 0 && left <= (sent[i] ?? -1))).toBe(true);
        expect(new Set(sent).size).toBe(sent.length);
        // From more than 7 days before, both reminders; from 7 days or less, only the 7-day one.
        expect(sent).toEqual(start > 7 ? [30, 7] : [7]);
      }),
    );
  });
  it("what it sends is never a lead already sent, nor wider than one sent", () => {
    fc.assert(
      fc.property(day, sentArb, (left, sent) => {
        const lead = reminderDue(due, daysBefore(left), sent);
        expect(lead === undefined || sent.every((s) => s > lead)).toBe(true);
      }),
    );
  });
});
