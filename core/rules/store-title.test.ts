import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { cutStoreTitle } from "./store-title";
import { userCharacters } from "./user-characters";

describe("cutStoreTitle (spec 3, 9: 35 characters plus an ellipsis)", () => {
  it("keeps titles of up to 35 characters", () => {
    expect(cutStoreTitle("Κατάστημα Αθήνας")).toBe("Κατάστημα Αθήνας");
    expect(cutStoreTitle("a".repeat(35))).toBe("a".repeat(35));
  });

  it("cuts longer titles to 35 characters and adds one ellipsis character", () => {
    expect(cutStoreTitle("a".repeat(36))).toBe(`${"a".repeat(35)}…`);
    expect(cutStoreTitle("Franchise store of central Thessaloniki, Tsimiski street")).toBe(
      "Franchise store of central Thessalo…",
    );
  });

  it("counts user-perceived characters, not UTF-16 units", () => {
    const flags = "🇬🇷".repeat(35); // 35 flags, 140 UTF-16 units
    expect(cutStoreTitle(flags)).toBe(flags);
    const decomposed = "α\u0301".repeat(36); // ά written as α + combining acute
    expect(cutStoreTitle(decomposed)).toBe(`${"α\u0301".repeat(35)}…`);
  });

  it("gives an empty title for a missing one", () => {
    expect(cutStoreTitle(null)).toBe("");
    expect(cutStoreTitle(undefined)).toBe("");
  });

  it("properties: equal to the input when short, else at most 35 characters of its start plus the ellipsis", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "grapheme", maxLength: 60 }),
          fc.string({ maxLength: 60 }),
          fc.string({ unit: "binary", maxLength: 60 }),
        ),
        (title) => {
          const shown = cutStoreTitle(title);
          const length = userCharacters(title).length;
          const cut = length > 35;
          const kept = cut ? shown.slice(0, -1) : shown;
          // short: the title itself; long: a prefix plus exactly one ellipsis
          expect(shown).toBe(cut ? `${kept}…` : title);
          expect(title.startsWith(kept)).toBe(true);
          expect(userCharacters(kept)).toEqual(userCharacters(title).slice(0, 35));
          expect(userCharacters(kept).length).toBeLessThanOrEqual(35);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("never throws on arbitrary input", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(() => cutStoreTitle(value as string)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});
