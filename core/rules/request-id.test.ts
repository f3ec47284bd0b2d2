import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { isRequestId, requestIdOf } from "./request-id";

describe("request ids (issue #42)", () => {
  it("accepts the server's UUIDs and a proxy's short ids", () => {
    expect(isRequestId("0f8fad5b-d9cb-469f-a165-70867728950e")).toBe(true);
    expect(isRequestId("lb-7f3a.42")).toBe(true);
    expect(isRequestId("a".repeat(128))).toBe(true);
  });

  it("refuses empty, long, spaced and non-string values", () => {
    for (const value of [
      "",
      "a".repeat(129),
      "a b",
      "a;b=c",
      "line\nbreak",
      "<script>",
      42,
      null,
      undefined,
    ]) {
      expect(isRequestId(value)).toBe(false);
    }
  });

  it("any string of the allowed characters, 1 to 128 long, is an id", () => {
    const allowed = fc.constantFrom(..."ABCabcxyz0189._:-");
    fc.assert(
      fc.property(fc.string({ unit: allowed, minLength: 1, maxLength: 128 }), (text) => {
        expect(isRequestId(text)).toBe(true);
        expect(requestIdOf(text)).toBe(text);
      }),
    );
  });

  it("a string holding any other character is never an id", () => {
    const other = fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[A-Za-z0-9._:-]/u.test(c));
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), other, fc.string({ maxLength: 40 }), (before, odd, after) => {
        expect(requestIdOf(`${before}${odd}${after}`)).toBeUndefined();
      }),
    );
  });

  it("a missing header gives no id", () => {
    expect(requestIdOf(null)).toBeUndefined();
    expect(requestIdOf(undefined)).toBeUndefined();
  });
});
