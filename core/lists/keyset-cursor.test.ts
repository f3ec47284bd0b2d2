import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { MAX_ID } from "../schemas/ids";
import { decodeKeysetCursor, encodeKeysetCursor, pageOfRows } from "./keyset-cursor";

describe("keyset cursors and pages", () => {
  test.prop([fc.integer({ min: 0, max: MAX_ID })])("a cursor gives back its id", (id) => {
    expect(decodeKeysetCursor(encodeKeysetCursor(id))).toBe(id);
  });

  test.prop([fc.string()])("any other text is no cursor, and never throws", (text) => {
    fc.pre(!text.startsWith("v1."));
    expect(decodeKeysetCursor(text)).toBeUndefined();
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
