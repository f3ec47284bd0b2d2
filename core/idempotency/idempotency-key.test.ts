import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { canonicalJson, isIdempotencyKey, normaliseIdempotencyKey } from "./idempotency-key";

describe("isIdempotencyKey", () => {
  it("accepts canonical UUIDs and refuses anything else", () => {
    expect(isIdempotencyKey("0f8fad5b-d9cb-469f-a165-70867728950e")).toBe(true);
    expect(isIdempotencyKey("0F8FAD5B-D9CB-469F-A165-70867728950E")).toBe(true);
    for (const bad of [
      "",
      "x",
      "0f8fad5bd9cb469fa16570867728950e",
      "0f8fad5b-d9cb-469f-a165-70867728950",
      42,
      null,
    ]) {
      expect(isIdempotencyKey(bad)).toBe(false);
    }
  });

  test.prop([fc.uuid()], { numRuns: 200 })("accepts generated UUIDs", (uuid) => isIdempotencyKey(uuid));

  test.prop([fc.anything()], { numRuns: 200 })(
    "never throws",
    (value) => typeof isIdempotencyKey(value) === "boolean",
  );

  it("normalises case", () => {
    expect(normaliseIdempotencyKey("ABC-def")).toBe("abc-def");
  });
});

describe("canonicalJson", () => {
  it("sorts keys at every depth and drops undefined fields", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { y: 1, x: 0 }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"x":0,"y":1}]},"b":1}',
    );
    expect(canonicalJson(undefined)).toBe("null");
  });

  test.prop([fc.jsonValue()], { numRuns: 300 })("does not depend on key order", (value) => {
    const shuffled = JSON.parse(JSON.stringify(value), (_key, field: unknown) =>
      field !== null && typeof field === "object" && !Array.isArray(field)
        ? Object.fromEntries(Object.entries(field).toReversed())
        : field,
    ) as unknown;
    return canonicalJson(value) === canonicalJson(shuffled);
  });

  test.prop([fc.anything()], { numRuns: 300 })(
    "never throws",
    (value) => typeof canonicalJson(value) === "string",
  );
});
