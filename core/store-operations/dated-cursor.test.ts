import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeDatedCursor, encodeDatedCursor } from "./dated-cursor";

describe("dated cursor", () => {
  it("round-trips every position", () => {
    // Every stored date lies in the calendar range (core/schemas/calendar-range.ts), so every cursor does.
    const date = fc.date({ min: new Date("1900-01-01"), max: new Date("2200-12-31"), noInvalidDate: true });
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: 2_147_483_647 }), (d, id) => {
        const position = { date: d.toISOString().slice(0, 10), id };
        expect(decodeDatedCursor(encodeDatedCursor(position))).toEqual(position);
      }),
    );
  });
  it("refuses anything else without throwing", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(decodeDatedCursor(value) === undefined || typeof value === "string").toBe(true);
      }),
    );
    expect(decodeDatedCursor("d1.2026-02-30.1")).toBeUndefined();
    expect(decodeDatedCursor("d1.2026-02-01.zzzzzz")).toBeUndefined();
  });
});
