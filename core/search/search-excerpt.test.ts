import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { excerpt } from "../rich-text/plain-text";
import { matchExcerpt, SEARCH_EXCERPT_LENGTH } from "./search-excerpt";
import { highlightParts } from "./search-highlight";
import { queryStems } from "./search-words";

const filler = (words: number) => Array.from({ length: words }, (_, i) => `λέξη${i}`).join(" ");
const marked = (text: string, query: string) =>
  highlightParts(text, queryStems(query)).some((part) => part.hit);

describe("the excerpt of a hit", () => {
  it("is the text's beginning when the match is in it, or when nothing matches", () => {
    const text = `Μηχανή espresso: ${filler(40)}`;
    expect(matchExcerpt(text, queryStems("espresso"))).toBe(excerpt(text, SEARCH_EXCERPT_LENGTH));
    expect(matchExcerpt(text, queryStems("ψυγείο"))).toBe(excerpt(text, SEARCH_EXCERPT_LENGTH));
  });

  it("starts a few words before a match that lies past the beginning", () => {
    const text = `${filler(40)} η μηχανή ESPRESSO θέλει καθάρισμα κάθε βράδυ. ${filler(40)}`;
    const shown = matchExcerpt(text, queryStems("espresso"));
    expect(shown.startsWith("…")).toBe(true);
    expect(shown.endsWith("…")).toBe(true);
    expect(shown).toContain("η μηχανή ESPRESSO θέλει");
    expect([...shown].length).toBeLessThanOrEqual(SEARCH_EXCERPT_LENGTH + 2);
  });

  it("finds the match in any accent or case, as the search does", () => {
    const text = `${filler(40)} Νέο ΩΡΆΡΙΟ λειτουργίας.`;
    expect(matchExcerpt(text, queryStems("ωράρια"))).toContain("ΩΡΆΡΙΟ");
  });

  test.prop([
    fc.array(fc.constantFrom("καφές", "ψυγείο", "ταμείο", "HACCP", "βάρδια", "λέξη", "και"), {
      maxLength: 120,
    }),
    fc.constantFrom("espresso", "ωράριο", "haccp", "ταμεία"),
  ])(
    "keeps a whole matched word in view and at most the length, with … where text was left out",
    (words, query) => {
      const text = words.join(" ");
      const shown = matchExcerpt(text, queryStems(query));
      const kept = shown.replace(/^…/u, "").replace(/…$/u, "");
      expect([...kept].length).toBeLessThanOrEqual(SEARCH_EXCERPT_LENGTH);
      expect(text).toContain(kept.trim());
      if (marked(text, query)) expect(marked(shown, query)).toBe(true);
      if (shown === text) expect([...text].length).toBeLessThanOrEqual(SEARCH_EXCERPT_LENGTH);
    },
  );
});
