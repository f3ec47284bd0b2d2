import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { ticketNumber } from "./ticket-number";

const ids = fc.integer({ min: 1, max: 2 ** 31 - 1 });
const forms = fc.constantFrom("v2" as const, "old" as const);

describe("ticketNumber", () => {
  it("writes #12 for the v2 form and OF-12 for the older form", () => {
    expect(ticketNumber("v2", 12)).toBe("#12");
    expect(ticketNumber("old", 12)).toBe("OF-12");
  });

  test.prop([ids, ids])("a v2 number never reads like an older-form number", (a, b) => {
    expect(ticketNumber("v2", a)).not.toBe(ticketNumber("old", b));
  });

  test.prop([forms, ids, forms, ids])(
    "two tickets share a number only when they are the same ticket",
    (fa, a, fb, b) => {
      expect(ticketNumber(fa, a) === ticketNumber(fb, b)).toBe(fa === fb && a === b);
    },
  );
});
