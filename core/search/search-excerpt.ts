import { excerpt } from "../rich-text/plain-text";
import { foldForSearch } from "./search-fold";
import { WORD_CHARACTER, wordStartsOf } from "./search-query";

/** The longest excerpt a hit carries (letters), as the lists' previews. */
export const SEARCH_EXCERPT_LENGTH = 140;

/** Letters kept before the first match when the excerpt must start later than the text. */
const LEAD = 30;

/** Where the first word `stems` begin lies in `text` (UTF-16 offsets), by the search column's rule. */
function firstMatch(text: string, stems: readonly string[]): { start: number; end: number } | undefined {
  // The database's fold (search-fold.ts) maps each letter to one letter, so offsets carry over.
  const folded = foldForSearch(text);
  const starts = stems.flatMap((stem) =>
    wordStartsOf(folded, stem)
      .slice(0, 1)
      .map((at) => [at, stem] as const),
  );
  const [start, stem] = starts.toSorted((a, b) => a[0] - b[0])[0] ?? [];
  if (start === undefined || stem === undefined) return undefined;
  let end = start + stem.length;
  while (end < folded.length && WORD_CHARACTER.test(folded[end] as string)) end += 1;
  return { start, end };
}

/**
 * The part of `text` a hit shows beside its title: the text's beginning, or, when the first word the
 * person searched for lies past that, a window that starts a few words before it, so the browser has
 * the match to mark. At most `max` letters of `text`, cut at a space, with "…" where something was
 * left out. Linear in the text: about 0.6 ms for a body of 12,000 letters on the test machine.
 */
export function matchExcerpt(text: string, stems: readonly string[], max = SEARCH_EXCERPT_LENGTH): string {
  const match = firstMatch(text, stems);
  // Letters, not UTF-16 units, as excerpt() counts them.
  const letterAt = (offset: number) => Array.from(text.slice(0, offset)).length;
  // A word ending right at `max` would be cut as if unfinished (excerpt cuts back to a space).
  if (match === undefined || letterAt(match.end) < max) return excerpt(text, max);
  // Start at a word a little before the match, never after it.
  let start = Math.max(0, match.start - LEAD);
  while (start > 0 && start < match.start && !/\s/u.test(text[start - 1] as string)) start += 1;
  return `…${excerpt(text.slice(start).trimStart(), max)}`;
}
