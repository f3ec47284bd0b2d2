import { searchText } from "./search-text";

/**
 * The words of a query as the search looks for them: normalised (search-text.ts), and a Greek word
 * of five letters or more without its inflection ending, so "ωράρια" finds "ωράριο" and "αδειες"
 * finds "άδεια". The stem is always the word's beginning: whatever holds the typed word also holds
 * its stem, so trimming can only find more, never lose the typed form. Latin words ("HACCP",
 * "espresso") are kept whole.
 */

/** Folded Greek endings of nouns, adjectives and verbs, longest first (one is taken off at most). */
const GREEK_ENDINGS = [
  "ματων",
  "ματοσ",
  "ουμε",
  "ουν",
  "εισ",
  "εων",
  "ουσ",
  "ματα",
  "ων",
  "ου",
  "οσ",
  "ον",
  "οι",
  "εσ",
  "ασ",
  "ησ",
  "ισ",
  "υσ",
  "ια",
  "ιο",
  "ει",
  "α",
  "ε",
  "η",
  "ι",
  "ο",
  "υ",
  "ω",
] as const;

/** A stem keeps at least this many letters: shorter ones would match too much. */
export const STEM_MIN_LETTERS = 4;

const GREEK_WORD = /^[α-ω]+$/u;

/** The part of a normalised word the search looks for. */
export function searchStem(word: string): string {
  if (!GREEK_WORD.test(word)) return word;
  for (const ending of GREEK_ENDINGS) {
    if (word.endsWith(ending) && [...word].length - ending.length >= STEM_MIN_LETTERS)
      return word.slice(0, word.length - ending.length);
  }
  return word;
}

/** The distinct stems of what was typed, in the order typed. */
export function queryStems(query: string): readonly string[] {
  const words = searchText(query)
    .split(" ")
    .filter((word) => word !== "");
  return [...new Set(words.map(searchStem))];
}
