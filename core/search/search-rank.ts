import { wordStartsOf } from "./search-query";
import { searchText } from "./search-text";

/**
 * How well a found row answers the query, to put the best first within its kind. A row is found
 * when its text holds every stem (the database's rule); among those, a word that begins with a stem
 * counts more than one that merely contains it, the title more than the rest, and the whole typed
 * word more than its stem. Ties keep the database's order (newest first).
 */
export interface RankedText {
  readonly title: string;
  /** The rest of the row's searched text (subtitle, body, store), if any. */
  readonly rest?: string;
}

const WEIGHT = {
  titleWordStart: 8,
  titleInside: 3,
  restWordStart: 2,
  restInside: 1,
  wholeWordInTitle: 4,
} as const;

function wordStarts(haystack: string, needle: string): boolean {
  return wordStartsOf(haystack, needle).length > 0;
}

/** The score of one row for the stems and the typed words (both normalised). */
export function searchScore(
  row: RankedText,
  stems: readonly string[],
  words: readonly string[] = [],
): number {
  const title = searchText(row.title);
  const rest = searchText(row.rest ?? "");
  let score = 0;
  for (const stem of stems) {
    if (wordStarts(title, stem)) score += WEIGHT.titleWordStart;
    else if (title.includes(stem)) score += WEIGHT.titleInside;
    else if (wordStarts(rest, stem)) score += WEIGHT.restWordStart;
    else if (rest.includes(stem)) score += WEIGHT.restInside;
  }
  for (const word of words) if (` ${title} `.includes(` ${word} `)) score += WEIGHT.wholeWordInTitle;
  return score;
}

/** The rows best first; equal scores keep their order. */
export function rankRows<T>(
  rows: readonly T[],
  textOf: (row: T) => RankedText,
  stems: readonly string[],
  words: readonly string[] = [],
): readonly T[] {
  return rows
    .map((row, at) => ({ row, at, score: searchScore(textOf(row), stems, words) }))
    .toSorted((a, b) => b.score - a.score || a.at - b.at)
    .map(({ row }) => row);
}
