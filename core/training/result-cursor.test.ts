import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { decodeResultCursor, encodeResultCursor } from "./result-cursor";

describe("exam result cursor", () => {
  it("round-trips every position", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8_640_000_000_000 }),
        fc.integer({ min: 0, max: 2_147_483_647 }),
        (submittedAtMs, id) => {
          expect(decodeResultCursor(encodeResultCursor({ submittedAtMs, id }))).toEqual({
            submittedAtMs,
            id,
          });
        },
      ),
    );
  });

  it("refuses anything else", () => {
    for (const text of ["", "r1.", "r1.1", "r2.1.1", "r1.-1.1", "r1.1.99999999999", "r1.1.1 "])
      expect(decodeResultCursor(text)).toBeUndefined();
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(() => decodeResultCursor(text)).not.toThrow();
      }),
    );
  });
});
