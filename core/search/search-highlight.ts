import { WORD_CHARACTER, wordStartsOf } from "./search-query";
import { searchText } from "./search-text";

/** A piece of a shown text: `hit` when it is (part of) a word the person searched for. */
export interface TextPart {
  readonly text: string;
  readonly hit: boolean;
}

/**
 * `text` cut where the stems (search-words.ts) begin a word, compared as the search compares
 * (accents, case and final sigma ignored; search-query.ts's word starts), each found word marked
 * whole, so "ωραρ" marks "Ωράριο" in the original spelling.
 * The parts joined give `text` back.
 */
export function highlightParts(text: string, stems: readonly string[]): readonly TextPart[] {
  const letters = [...text];
  // The folded text, and for each of its code units the letter of `text` it came from.
  let folded = "";
  const origin: number[] = [];
  letters.forEach((letter, at) => {
    const fold = searchText(letter) || (/\s/u.test(letter) ? " " : "");
    folded += fold;
    for (let unit = 0; unit < fold.length; unit += 1) origin.push(at);
  });
  const marked: boolean[] = letters.map(() => false);
  for (const stem of stems) {
    for (const from of wordStartsOf(folded, stem)) {
      // The whole word the stem begins ("ταμε" marks all of "ταμείο"), as the search found it.
      let end = from + stem.length;
      while (end < folded.length && WORD_CHARACTER.test(folded[end] as string)) end += 1;
      const first = origin[from] as number;
      const last = origin[end - 1] as number;
      for (let at = first; at <= last; at += 1) marked[at] = true;
    }
  }
  // An accent written as its own mark goes with the letter before it.
  letters.forEach((letter, at) => {
    if (at > 0 && searchText(letter) === "" && !/\s/u.test(letter)) marked[at] = marked[at - 1] as boolean;
  });
  const parts: TextPart[] = [];
  letters.forEach((letter, at) => {
    const hit = marked[at] as boolean;
    const last = parts.at(-1);
    if (last !== undefined && last.hit === hit) parts[parts.length - 1] = { text: last.text + letter, hit };
    else parts.push({ text: letter, hit });
  });
  return parts;
}
