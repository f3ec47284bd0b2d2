import { fc, test } from "@fast-check/vitest";
import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { Id, IdFromString, isId, MAX_ID, parseId, StoreId, TicketId } from "./ids";

const decodeId = Schema.decodeUnknownExit(Id);
const decodeQueryId = Schema.decodeUnknownExit(IdFromString);
const decodeTicketId = Schema.decodeUnknownExit(TicketId);

describe("the one id schema", () => {
  test.prop([fc.integer({ min: 0, max: MAX_ID })])("every integer from 0 to MAX_ID is an id", (id) => {
    expect(isId(id)).toBe(true);
    expect(parseId(String(id))).toBe(id);
  });

  test.prop([fc.integer({ min: MAX_ID + 1, max: Number.MAX_SAFE_INTEGER })])(
    "a number past the database's integer range is no id, as number or as text",
    (id) => {
      expect(isId(id)).toBe(false);
      expect(parseId(String(id))).toBeNull();
      expect(decodeTicketId(id)._tag).toBe("Failure");
    },
  );

  test.prop([fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -1 })])("a negative number is no id", (id) => {
    expect(isId(id)).toBe(false);
    expect(parseId(String(id))).toBeNull();
  });

  test.prop([fc.double({ noInteger: true })])("a fraction (or NaN, or an infinity) is no id", (value) => {
    expect(isId(value)).toBe(false);
    expect(parseId(String(value))).toBeNull();
  });

  test.prop([fc.string()])("text is an id exactly when it is the decimal spelling of one", (text) => {
    const id = parseId(text);
    if (id === null) expect(isId(Number(text)) && String(Number(text)) === text).toBe(false);
    else expect(String(id)).toBe(text);
  });

  it("pins the edges the issue names", () => {
    expect(parseId("2147483647")).toBe(2_147_483_647);
    expect(parseId("2147483648")).toBeNull();
    expect(parseId("99999999999")).toBeNull();
    expect(parseId("0")).toBe(0);
    for (const text of ["-1", "1.5", "1e3", " 1", "01", "+1", "0x10", "", "%00", "1\u0000"])
      expect(parseId(text)).toBeNull();
    expect(parseId(undefined)).toBeNull();
  });

  it("every branded id and the query form share the range", () => {
    expect(decodeId(MAX_ID)._tag).toBe("Success");
    expect(decodeId(MAX_ID + 1)._tag).toBe("Failure");
    expect(Schema.decodeUnknownExit(StoreId)(2_147_483_648)._tag).toBe("Failure");
    expect(decodeQueryId("2147483648")._tag).toBe("Failure");
    expect(decodeQueryId("42")).toMatchObject({ _tag: "Success", value: 42 });
  });
});
