import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { APP_LANGUAGES } from "../constants/language-constants";
import { pluralCategory, pluralKey, PLURAL_CATEGORIES } from "./plural-key";

const both = new Set(["shown_one", "shown_other"]);
const has = (keys: ReadonlySet<string>) => (candidate: string) => keys.has(candidate);

describe("plural keys (i18next style)", () => {
  it("reads the singular text for exactly one in Greek and English, the plural for every other count", () => {
    fc.assert(
      fc.property(fc.nat(), fc.constantFrom("el-GR" as const, "en-US" as const), (count, language) => {
        const chosen = pluralKey("shown", count, language, has(both));
        expect(chosen).toBe(count === 1 ? "shown_one" : "shown_other");
      }),
    );
  });

  it("always picks an existing plural text when the key has one, whatever the count and language", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.constantFrom(...APP_LANGUAGES),
        fc.subarray([...PLURAL_CATEGORIES], { minLength: 1 }),
        (count, language, categories) => {
          const keys = new Set(categories.map((category) => `k_${category}`));
          const chosen = pluralKey("k", count, language, has(keys));
          // "other" is every language's fallback, so a key without it may fall back to itself.
          expect(keys.has(chosen) || (!keys.has("k_other") && chosen === "k")).toBe(true);
        },
      ),
    );
  });

  it("keeps a key without plural texts as it is", () => {
    fc.assert(
      fc.property(fc.nat(), fc.constantFrom(...APP_LANGUAGES), (count, language) => {
        expect(pluralKey("plain", count, language, () => false)).toBe("plain");
      }),
    );
  });

  it("uses a _zero text for 0 when there is one, as i18next does", () => {
    const keys = new Set(["shown_zero", "shown_one", "shown_other"]);
    expect(pluralKey("shown", 0, "el-GR", has(keys))).toBe("shown_zero");
    expect(pluralKey("shown", 0, "en-US", has(both))).toBe("shown_other");
  });

  it("knows French counts 0 and 1 as singular (the mapped language)", () => {
    expect(pluralCategory(0, "fr-FR")).toBe("one");
    expect(pluralCategory(1, "fr-FR")).toBe("one");
    expect(pluralCategory(2, "fr-FR")).toBe("other");
    expect(pluralCategory(1, "el-GR")).toBe("one");
    expect(pluralCategory(21, "en-US")).toBe("other");
  });
});
