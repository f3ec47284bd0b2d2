import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { FOLD_FROM, FOLD_TO, foldForSearch } from "./search-fold";
import { searchText } from "./search-text";

/** Letters the database's fold covers, with ASCII and white space. */
const covered = fc
  .array(fc.constantFrom(...FOLD_FROM, ..."abcXYZ019 -_.Ωωσ"), { maxLength: 40 })
  .map((letters) => letters.join(""));

describe("the database's fold (translate(lower(…)))", () => {
  it("maps each letter to one letter", () => {
    expect([...FOLD_FROM].length).toBe([...FOLD_TO].length);
    expect(new Set(FOLD_FROM).size).toBe([...FOLD_FROM].length);
  });

  it("folds the spec's and the issue's words as searchText does", () => {
    expect(foldForSearch("Ωράριο λειτουργίας")).toBe("ωραριο λειτουργιασ");
    expect(foldForSearch("HACCP")).toBe("haccp");
    expect(foldForSearch("Μηχανή Espresso")).toBe("μηχανη espresso");
    expect(foldForSearch("ΠΡΟΪΌΝΤΑ Café")).toBe("προιοντα cafe");
  });

  test.prop([covered])("equals searchText on every covered text (white space aside)", (text) => {
    expect(foldForSearch(text).replace(/\s+/gu, " ").trim()).toBe(searchText(text));
  });
});
