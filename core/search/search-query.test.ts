import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { matchesQuery, wordStartsOf } from "./search-query";
import { searchText } from "./search-text";
import { queryStems } from "./search-words";

const greekWord = fc
  .array(fc.constantFrom(..."αβγδεζηθικλμνξοπρστυφχψωάέήίόύώ"), { minLength: 2, maxLength: 12 })
  .map((letters) => letters.join(""));

describe("a stem matches where a word starts", () => {
  it("finds the issue's words and not their insides", () => {
    expect(matchesQuery("Κλείσιμο ταμείου", "ταμείο")).toBe(true);
    expect(matchesQuery("Καταμέτρηση αποθήκης", "ταμείο")).toBe(false);
    expect(matchesQuery("Μηχανή espresso (La Marzocco)", "ESPRESSO marzocco")).toBe(true);
    expect(matchesQuery("Άδεια HACCP/ISO", "iso")).toBe(true);
    expect(wordStartsOf("α ταμε καταμε", "ταμε")).toEqual([2]);
  });

  test.prop([fc.array(greekWord, { minLength: 1, maxLength: 3 }), fc.string(), fc.string()])(
    "a text holding every typed word, in any case and accent, is always found",
    (words, before, after) => {
      const typed = words.join(" ");
      fc.pre(searchText(typed).length >= 2);
      expect(matchesQuery(`${before} ${typed.toUpperCase()}, ${after}`, typed)).toBe(true);
    },
  );

  test.prop([greekWord, fc.constantFrom(..."αβγδεκλμνοπρστ")])(
    "a stem found only inside a word is not found",
    (word, letter) => {
      const [stem] = queryStems(word);
      const document = `${letter}${searchText(word)}`;
      fc.pre(stem !== undefined && !document.startsWith(stem));
      expect(matchesQuery(document, word)).toBe(false);
    },
  );
});
