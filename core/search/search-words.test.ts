import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { queryStems, searchStem, STEM_MIN_LETTERS } from "./search-words";
import { searchText } from "./search-text";

const greekWord = fc
  .array(fc.constantFrom(..."αβγδεζηθικλμνξοπρστυφχψωάέήίόύώς"), { minLength: 1, maxLength: 14 })
  .map((letters) => searchText(letters.join("")));

describe("the stems of a query", () => {
  it("takes the inflection off Greek words the issue names", () => {
    expect(queryStems("ωράρια")).toEqual(["ωραρ"]);
    expect(queryStems("Ωράριο")).toEqual(["ωραρ"]);
    expect(queryStems("άδειες")).toEqual(["αδει"]);
    expect(queryStems("καταστήματος")).toEqual(["καταστη"]);
    expect(queryStems("ανακοινώσεις ανακοίνωση")).toEqual(["ανακοινωσ"]);
  });

  it("keeps Latin words and short Greek words whole", () => {
    expect(queryStems("HACCP espresso")).toEqual(["haccp", "espresso"]);
    expect(queryStems("γάλα")).toEqual(["γαλα"]);
  });

  it("drops repeated words", () => {
    expect(queryStems("ψυγείο ΨΥΓΕΙΟ")).toEqual(["ψυγε"]);
  });

  test.prop([greekWord])("a stem is the word's beginning and never shorter than the minimum", (word) => {
    const stem = searchStem(word);
    expect(word.startsWith(stem)).toBe(true);
    expect([...stem].length).toBeGreaterThanOrEqual(Math.min(STEM_MIN_LETTERS, [...word].length));
  });

  test.prop([fc.array(greekWord, { minLength: 1, maxLength: 4 }), fc.string()])(
    "a text holding every typed word holds every stem, whatever the accents and case",
    (words, around) => {
      const typed = words.join(" ");
      const document = `${around} ${typed.toUpperCase()} ${around}`;
      for (const stem of queryStems(typed)) expect(searchText(document)).toContain(stem);
    },
  );
});
