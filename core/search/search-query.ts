import { searchText } from "./search-text";
import { queryStems } from "./search-words";

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

/**
 * What may stand right before a word: anything but a letter or a digit of the folded text. A stem
 * matches only where a word starts, so "ταμε" (from "ταμείο") finds "ταμειακό" but not "καταμέτρηση".
 * The same class as a PostgreSQL regular expression (server/services/search/search-match.ts).
 */
export const NOT_WORD_CHARACTER_CLASS = "[^0-9a-zα-ω]";

const NOT_WORD_CHARACTER = new RegExp(`^${NOT_WORD_CHARACTER_CLASS}$`, "u");

/** A letter or digit of the folded text: what a found word runs on with (highlighting, excerpts). */
export const WORD_CHARACTER = /^[0-9a-zα-ω]$/u;

/** A regular expression's source that finds `stem` (already folded) at a word's start. */
export function wordStartPattern(stem: string): string {
  return `(^|${NOT_WORD_CHARACTER_CLASS})${stem.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
}

/** Where `stem` starts a word of the folded `haystack` (indexes into it). */
export function wordStartsOf(haystack: string, stem: string): readonly number[] {
  const found: number[] = [];
  if (stem === "") return found;
  for (let at = haystack.indexOf(stem); at !== -1; at = haystack.indexOf(stem, at + 1)) {
    const before = haystack[at - 1];
    if (before === undefined || NOT_WORD_CHARACTER.test(before)) found.push(at);
  }
  return found;
}

/** The rule the SQL applies (every stem of the query at a word's start), for tests and the browser's filters. */
export function matchesQuery(document: string, query: string): boolean {
  if (searchQueryText(query) === undefined) return false;
  const haystack = searchText(document);
  return queryStems(query).every((stem) => wordStartsOf(haystack, stem).length > 0);
}
