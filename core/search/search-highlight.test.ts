import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { highlightParts } from "./search-highlight";
import { queryStems } from "./search-words";

const hits = (text: string, query: string) =>
  highlightParts(text, queryStems(query))
    .filter((part) => part.hit)
    .map((part) => part.text);

describe("highlighting what was searched", () => {
  it("marks the stem in the original spelling", () => {
    expect(hits("Νέο ωράριο λειτουργίας", "ωραρια")).toEqual(["ωράριο"]);
    expect(hits("Κλείσιμο ταμείου, καταμέτρηση", "ταμείο")).toEqual(["ταμείου"]);
    expect(hits("Άδεια HACCP καταστήματος", "haccp")).toEqual(["HACCP"]);
    expect(hits("Μηχανή espresso (Espresso)", "ESPRESSO")).toEqual(["espresso", "Espresso"]);
  });

  it("marks nothing when nothing matches", () => {
    expect(highlightParts("Ψυγείο βιτρίνας", ["καφε"])).toEqual([{ text: "Ψυγείο βιτρίνας", hit: false }]);
  });

  test.prop([fc.string(), fc.array(fc.string({ minLength: 1 }), { maxLength: 3 })])(
    "the parts joined give the text back, and no two neighbours are alike",
    (text, query) => {
      const parts = highlightParts(text, queryStems(query.join(" ")));
      expect(parts.map((part) => part.text).join("")).toBe(text);
      parts.forEach((part, at) => {
        if (at > 0) expect(part.hit).not.toBe(parts[at - 1]?.hit);
      });
    },
  );
});
