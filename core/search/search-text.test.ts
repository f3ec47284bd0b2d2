import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { searchText } from "./search-text";

describe("searchText", () => {
  it("ignores Greek accents, dialytika, case and final sigma", () => {
    expect(searchText("Καλημέρα")).toBe("καλημερα");
    expect(searchText("ΚΑΛΗΜΈΡΑ")).toBe("καλημερα");
    expect(searchText("Προϊόντα")).toBe("προιοντα");
    expect(searchText("Οδηγός")).toBe(searchText("ΟΔΗΓΟΣ"));
  });

  it("ignores Latin accents and case and folds white space", () => {
    expect(searchText("  Café \n Crème ")).toBe("cafe creme");
  });

  test.prop([fc.string()])("is idempotent", (text) => {
    expect(searchText(searchText(text))).toBe(searchText(text));
  });

  test.prop([fc.string(), fc.string(), fc.string()])(
    "a part of a text stays a part of it after normalising",
    (before, middle, after) => {
      const word = searchText(middle);
      fc.pre(word.length > 0 && !/\s/.test(middle));
      expect(searchText(`${before} ${middle} ${after}`)).toContain(word);
    },
  );
});
