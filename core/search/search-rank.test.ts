import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { rankRows, searchScore } from "./search-rank";
import { queryStems } from "./search-words";

describe("ranking found rows", () => {
  it("puts a title that begins with the word before one that only holds it, and both before the body", () => {
    const stems = queryStems("ωράριο");
    const rows = [
      { title: "Ανακοίνωση", rest: "Το νέο ωράριο ισχύει από Δευτέρα" },
      { title: "Θερινόωράριο", rest: "" },
      { title: "Ωράριο λειτουργίας", rest: "" },
    ];
    expect(rankRows(rows, (row) => row, stems).map((row) => row.title)).toEqual([
      "Ωράριο λειτουργίας",
      "Θερινόωράριο",
      "Ανακοίνωση",
    ]);
  });

  it("counts the whole typed word above its stem", () => {
    const stems = queryStems("άδεια");
    expect(searchScore({ title: "Άδεια HACCP" }, stems, ["αδεια"])).toBeGreaterThan(
      searchScore({ title: "Άδειες HACCP" }, stems, ["αδεια"]),
    );
  });

  test.prop([fc.array(fc.record({ title: fc.string(), rest: fc.string() }), { maxLength: 12 }), fc.string()])(
    "keeps every row, and equal scores in their order",
    (rows, query) => {
      const stems = queryStems(query);
      const ranked = rankRows(rows, (row) => row, stems);
      expect(ranked.length).toBe(rows.length);
      expect(new Set(ranked)).toEqual(new Set(rows));
      for (let at = 1; at < ranked.length; at += 1) {
        const before = ranked[at - 1]!;
        const after = ranked[at]!;
        const [a, b] = [searchScore(before, stems), searchScore(after, stems)];
        expect(a).toBeGreaterThanOrEqual(b);
        if (a === b) expect(rows.indexOf(before)).toBeLessThan(rows.indexOf(after));
      }
    },
  );
});
