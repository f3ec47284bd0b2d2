import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { containsNul, hasNul } from "./nul-characters";

// Strings made of the characters that matter here: NUL, and the pieces of its JSON escape, so the
// generator also makes texts that merely look like an escaped NUL ("\\u0000" as six characters).
const tricky = fc.constantFrom("a", "\u0000", "\\", "u", "0", "é");
const jsonValue = fc.jsonValue({ stringUnit: tricky, maxDepth: 4 });

/** An independent oracle: JSON text escapes NUL as \u0000; drop escaped backslashes first. */
const nulInJsonText = (value: unknown): boolean =>
  (JSON.stringify(value) ?? "").replace(/\\\\/g, "").includes("\\u0000");

describe("NUL characters", () => {
  test.prop([jsonValue])("a JSON value contains NUL exactly when its JSON text escapes one", (value) => {
    expect(containsNul(value)).toBe(nulInJsonText(value));
  });

  test.prop([jsonValue, fc.string({ unit: tricky }), fc.nat(), fc.boolean()])(
    "one NUL anywhere, in a value or in a key, is found",
    (value, text, at, asKey) => {
      const position = at % (text.length + 1);
      const withNul = `${text.slice(0, position)}\u0000${text.slice(position)}`;
      expect(hasNul(withNul)).toBe(true);
      expect(containsNul(asKey ? { [withNul]: value } : [value, { nested: [withNul] }])).toBe(true);
    },
  );

  test.prop([fc.jsonValue({ stringUnit: fc.constantFrom("a", "\\", "u", "0", "😀") })])(
    "values without NUL pass",
    (value) => {
      expect(containsNul(value)).toBe(false);
    },
  );

  it("examples: the six characters of an escape are not a NUL; numbers and null never are", () => {
    expect(containsNul("\\u0000")).toBe(false);
    expect(containsNul({ a: 0, b: null, c: true })).toBe(false);
    expect(containsNul({ first_name: "Νίκος\u0000" })).toBe(true);
    expect(containsNul({ "\u0000": 1 })).toBe(true);
  });

  it("survives nesting far deeper than the call stack", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(containsNul(deep)).toBe(true);
  });
});
