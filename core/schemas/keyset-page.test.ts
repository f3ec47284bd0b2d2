import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { MAX_ID } from "./ids";
import { decodeKeysetCursor, encodeKeysetCursor, pageOfRows, parseKeysetQuery } from "./keyset-page";

const LIMITS = { defaultLimit: 50, maxLimit: 200 };

describe("keyset pages", () => {
  test.prop([fc.integer({ min: 0, max: MAX_ID })])("a cursor gives back its id", (id) => {
    expect(decodeKeysetCursor(encodeKeysetCursor(id))).toBe(id);
  });

  test.prop([fc.string()])("any other text is no cursor, and never throws", (text) => {
    fc.pre(!text.startsWith("k1."));
    expect(decodeKeysetCursor(text)).toBeUndefined();
  });

  it("reads the default, clamps a large limit and refuses unreadable ones", () => {
    expect(parseKeysetQuery({}, LIMITS)).toEqual({ beforeId: null, limit: 50 });
    expect(parseKeysetQuery({ limit: "5000" }, LIMITS)).toEqual({ beforeId: null, limit: 200 });
    expect(parseKeysetQuery({ limit: "0" }, LIMITS)).toBeUndefined();
    expect(parseKeysetQuery({ limit: "-1" }, LIMITS)).toBeUndefined();
    expect(parseKeysetQuery({ cursor: "v1.a" }, LIMITS)).toBeUndefined();
    expect(parseKeysetQuery({ cursor: encodeKeysetCursor(77) }, LIMITS)).toEqual({ beforeId: 77, limit: 50 });
  });

  test.prop([
    fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 30 }),
    fc.integer({ min: 1, max: 20 }),
  ])(
    "a page holds at most limit rows and has a next cursor exactly when more rows were read",
    (ids, limit) => {
      const rows = ids.map((id) => ({ id }));
      const page = pageOfRows(rows, limit);
      expect(page.items).toEqual(rows.slice(0, limit));
      expect(page.next_cursor === null).toBe(rows.length <= limit);
      if (page.next_cursor !== null) expect(decodeKeysetCursor(page.next_cursor)).toBe(rows[limit - 1]?.id);
    },
  );
});
