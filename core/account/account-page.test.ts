import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ACCOUNT_PAGE_DEFAULT_LIMIT,
  ACCOUNT_PAGE_MAX_LIMIT,
  decodeKeysetCursor,
  encodeKeysetCursor,
  readPageLimit,
} from "./account-page";

describe("keyset cursors", () => {
  it("property: a cursor reads back as the position it was made from", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4e12 }),
        fc.integer({ min: 1, max: 2_147_483_647 }),
        (stampMs, id) => {
          expect(decodeKeysetCursor(encodeKeysetCursor({ stampMs, id }))).toEqual({ stampMs, id });
        },
      ),
    );
  });

  it("property: any text reads as no cursor or as one that round-trips, never a throw", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const position = decodeKeysetCursor(text) ?? { stampMs: 0, id: 0 };
        expect(decodeKeysetCursor(encodeKeysetCursor(position))).toEqual(position);
      }),
    );
    expect(decodeKeysetCursor("v1.abc")).toBeUndefined();
    expect(decodeKeysetCursor(42)).toBeUndefined();
  });
});

describe("readPageLimit", () => {
  it("pins the default and the clamp", () => {
    expect(readPageLimit(undefined)).toBe(ACCOUNT_PAGE_DEFAULT_LIMIT);
    expect(readPageLimit("5000")).toBe(ACCOUNT_PAGE_MAX_LIMIT);
    expect(readPageLimit("0")).toBeUndefined();
    expect(readPageLimit("-1")).toBeUndefined();
  });

  it("property: any digit string of at least 1 is a limit between 1 and the maximum", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), (n) => {
        const limit = readPageLimit(String(n));
        expect(limit).toBe(Math.min(n, ACCOUNT_PAGE_MAX_LIMIT));
      }),
    );
  });
});
