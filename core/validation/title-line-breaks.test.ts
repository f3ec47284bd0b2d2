import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { hasLineBreak, titleHasLineBreak } from "./title-line-breaks";

const BREAKS = ["\r", "\n", "\r\n", "\v", "\f", "\u0085", "\u2028", "\u2029"];
// Texts of ordinary characters and of the breaks, so generated values hold both.
const unit = fc.constantFrom("a", "Ω", " ", "\t", ...BREAKS);
const jsonValue = fc.jsonValue({ stringUnit: unit, maxDepth: 3 });

/** An independent oracle: every text under a "title" key, collected by recursion. */
function titleTexts(value: unknown, inTitle = false): string[] {
  if (typeof value === "string") return inTitle ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => titleTexts(item, inTitle));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, item]) => titleTexts(item, inTitle || key === "title"));
  return [];
}

describe("titles are one line", () => {
  test.prop([jsonValue])("a body is refused exactly when a text under a title holds a break", (value) => {
    const oracle = titleTexts(value).some((text) => BREAKS.some((b) => text.includes(b)));
    expect(titleHasLineBreak(value)).toBe(oracle);
  });

  test.prop([fc.string(), fc.constantFrom(...BREAKS), fc.nat()])(
    "one break anywhere in a title, nested or translated, is found",
    (text, lineBreak, at) => {
      const position = at % (text.length + 1);
      const broken = `${text.slice(0, position)}${lineBreak}${text.slice(position)}`;
      expect(titleHasLineBreak({ title: broken })).toBe(true);
      expect(titleHasLineBreak({ items: [{ title: { gr: "α", en: broken } }] })).toBe(true);
      // Elsewhere a break is the field's own business (a description has lines).
      expect(titleHasLineBreak({ description: broken, title: "Ένας τίτλος" })).toBe(false);
    },
  );

  it("examples: a tab and ordinary spaces are not breaks; other keys are not titles", () => {
    expect(hasLineBreak("Βλάβη\tψυγείου")).toBe(false);
    expect(hasLineBreak("Βλάβη\r\nBcc: x@example.com")).toBe(true);
    expect(titleHasLineBreak({ title: "Έλεγχος βιτρίνας", body: "α\nβ" })).toBe(false);
    expect(titleHasLineBreak({ subtitle: "α\nβ" })).toBe(false);
    expect(titleHasLineBreak(null)).toBe(false);
    expect(titleHasLineBreak("α\nβ")).toBe(false);
  });
});
