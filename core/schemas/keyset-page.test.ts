import { describe, expect, it } from "vitest";
import { encodeKeysetCursor } from "../lists/keyset-cursor";
import { parseKeysetQuery } from "./keyset-page";

const LIMITS = { defaultLimit: 50, maxLimit: 200 };

describe("keyset page queries", () => {
  it("reads the default, clamps a large limit and refuses unreadable ones", () => {
    expect(parseKeysetQuery({}, LIMITS)).toEqual({ beforeId: null, limit: 50 });
    expect(parseKeysetQuery({ limit: "5000" }, LIMITS)).toEqual({ beforeId: null, limit: 200 });
    expect(parseKeysetQuery({ limit: "0" }, LIMITS)).toBeUndefined();
    expect(parseKeysetQuery({ limit: "-1" }, LIMITS)).toBeUndefined();
    // The cursor of the time-keyed lists (core/account/account-page.ts) is not one of these.
    expect(parseKeysetQuery({ cursor: "k1.a" }, LIMITS)).toBeUndefined();
    expect(parseKeysetQuery({ cursor: encodeKeysetCursor(77) }, LIMITS)).toEqual({ beforeId: 77, limit: 50 });
  });
});
