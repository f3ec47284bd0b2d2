import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { validationMessages } from "../i18n/catalogue-validation";
import { codePointLength } from "./loose-input";
import { TEXT_LIMITS, validateTextLength, type TextKind } from "./text-length";

const KINDS = Object.keys(TEXT_LIMITS) as TextKind[];

describe("free-text length limits", () => {
  it("pins the limits and says each number in both languages", () => {
    expect(TEXT_LIMITS).toEqual({ personName: 50, shortText: 200, longText: 5000 });
    expect(validateTextLength("α".repeat(50), "personName")).toEqual([]);
    expect(validateTextLength("α".repeat(51), "personName")).toEqual(["b2b_text_too_long_name"]);
    expect(validateTextLength("x".repeat(300), "personName")).toEqual(["b2b_text_too_long_name"]);
    for (const [key, limit] of [
      ["b2b_text_too_long_name", "50"],
      ["b2b_text_too_long_short", "200"],
      ["b2b_text_too_long_long", "5,000"],
    ] as const) {
      expect(validationMessages[key].en).toContain(limit);
      expect(validationMessages[key].gr).toContain(limit.replace(",", "."));
    }
  });

  it("counts an emoji as one character", () => {
    expect(validateTextLength("😀".repeat(50), "personName")).toEqual([]);
  });

  test.prop([fc.constantFrom(...KINDS), fc.string({ unit: "grapheme", maxLength: 300 })])(
    "a text is refused exactly when it has more code points than its kind allows",
    (kind, text) => {
      expect(validateTextLength(text, kind).length === 0).toBe(codePointLength(text) <= TEXT_LIMITS[kind]);
    },
  );

  test.prop([fc.constantFrom(...KINDS), fc.anything()])(
    "never throws, whatever it is given",
    (kind, value) => {
      expect(Array.isArray(validateTextLength(value, kind))).toBe(true);
    },
  );
});
