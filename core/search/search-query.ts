import { searchText } from "./search-text";

/** A query shorter than this (after normalising) would match nearly everything. */
export const SEARCH_QUERY_MIN = 2;
/** Longer queries are refused: nobody types more, and a long LIKE pattern is wasted work. */
export const SEARCH_QUERY_MAX = 100;
/** Hits per source: the header's list shows a few of each kind, not a results page. */
export const SEARCH_HITS_PER_SOURCE = 5;
/** Hits per source on the /search page. */
export const SEARCH_PAGE_HITS_PER_SOURCE = 20;

/**
 * The query as the search columns hold text (core/search/search-text.ts: no accents, no case), or
 * undefined when it is too short or too long to search.
 */
export function searchQueryText(raw: unknown): string | undefined {
  if (typeof raw !== "string") return undefined;
  const text = searchText(raw);
  const length = [...text].length;
  return length >= SEARCH_QUERY_MIN && length <= SEARCH_QUERY_MAX ? text : undefined;
}

/** A LIKE pattern that finds the text anywhere: `%`, `_` and `\` in it match only themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One LIKE pattern per word of the normalised query: a document matches when it holds every word. */
export function wordPatterns(text: string): readonly string[] {
  return text
    .split(" ")
    .filter((word) => word !== "")
    .map(containsPattern);
}

/** The rule the SQL applies (every word's pattern on the search column), for tests and the browser's filters. */
export function matchesQuery(document: string, query: string): boolean {
  const wanted = searchQueryText(query);
  if (wanted === undefined) return false;
  const haystack = searchText(document);
  return wanted.split(" ").every((word) => haystack.includes(word));
}
