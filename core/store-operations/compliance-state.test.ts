import * as fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { AMBER_WINDOW_DAYS, complianceState, daysUntil, parseIsoDate } from "./compliance-state";

const today = Temporal.PlainDate.from("2026-11-24");
const inDays = (days: number) => today.add({ days });
const dayArb = fc.integer({ min: -2000, max: 2000 });
const dateArb = fc
  .integer({ min: 0, max: 40_000 })
  .map((d) => Temporal.PlainDate.from("1970-01-01").add({ days: d }));

describe("red / amber / green (examples)", () => {
  it("yesterday is red, today and 30 days ahead are amber, 31 days ahead is green", () => {
    expect(complianceState(inDays(-1), today)).toBe("red");
    expect(complianceState(today, today)).toBe("amber");
    expect(complianceState(inDays(30), today)).toBe("amber");
    expect(complianceState(inDays(31), today)).toBe("green");
  });
  it("counts calendar days across months and leap years", () => {
    expect(daysUntil(Temporal.PlainDate.from("2028-03-01"), Temporal.PlainDate.from("2028-02-28"))).toBe(2);
  });
  it("reads only real YYYY-MM-DD dates", () => {
    expect(parseIsoDate("2026-02-28")?.toString()).toBe("2026-02-28");
    for (const bad of ["2026-02-30", "26-1-1", "", null, 20261124, "2026-11-24T00:00"])
      expect(parseIsoDate(bad)).toBeUndefined();
  });
});

describe("red / amber / green (properties)", () => {
  it("the state follows the days left: past is red, within the window amber, beyond green", () => {
    fc.assert(
      fc.property(dateArb, dayArb, (base, offset) => {
        const state = complianceState(base.add({ days: offset }), base);
        const expected = offset < 0 ? "red" : offset <= AMBER_WINDOW_DAYS ? "amber" : "green";
        expect(state).toBe(expected);
      }),
    );
  });
  it("as time passes a date only grows more urgent (green → amber → red, never back)", () => {
    const rank = { green: 0, amber: 1, red: 2 } as const;
    fc.assert(
      fc.property(dateArb, dayArb, fc.nat(500), (due, offset, step) => {
        const day = due.add({ days: offset });
        expect(rank[complianceState(due, day.add({ days: step }))]).toBeGreaterThanOrEqual(
          rank[complianceState(due, day)],
        );
      }),
    );
  });
  it("parses what it prints", () => {
    fc.assert(
      fc.property(dateArb, (date) => {
        expect(parseIsoDate(date.toString())?.equals(date)).toBe(true);
      }),
    );
  });
});
