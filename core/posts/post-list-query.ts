import { searchText } from "../search/search-text";

/**
 * The query of `GET posts` (`?location_id=&tab=&category_id=&q=&cursor=&limit=`). Pages are keyset
 * pages in the list's order: featured first, then the newest by publication (from_stamp, else
 * c_stamp), then id. The cursor holds the last row's three keys, so the server reads the next page
 * from an index whatever the page number.
 */
export const POST_TABS = ["active", "archive", "scheduled"] as const;
export type PostTab = (typeof POST_TABS)[number];

export const POST_PAGE_DEFAULT_LIMIT = 20;
export const POST_PAGE_MAX_LIMIT = 100;
/** Longer queries are cut: nobody types more, and the LIKE pattern stays small. */
export const POST_SEARCH_MAX_LENGTH = 100;

export interface PostCursor {
  readonly featured: boolean;
  readonly publishedMs: number;
  readonly id: number;
}

export interface PostListQuery {
  readonly tab: PostTab;
  readonly categoryId: number | null;
  /** The search in core/search's normal form, "" for none. */
  readonly search: string;
  readonly after: PostCursor | null;
  readonly limit: number;
}

const CURSOR_PREFIX = "p1.";

export function encodePostCursor(cursor: PostCursor): string {
  return `${CURSOR_PREFIX}${cursor.featured ? 1 : 0}.${cursor.publishedMs.toString(36)}.${cursor.id.toString(36)}`;
}

export function decodePostCursor(text: unknown): PostCursor | undefined {
  if (typeof text !== "string") return undefined;
  const match = /^p1\.([01])\.(-?[0-9a-z]{1,11})\.([0-9a-z]{1,7})$/u.exec(text);
  if (match === null) return undefined;
  const publishedMs = Number.parseInt(match[2] ?? "", 36);
  const id = Number.parseInt(match[3] ?? "", 36);
  if (!Number.isSafeInteger(publishedMs) || Math.abs(publishedMs) > 8.64e15) return undefined;
  if (!Number.isSafeInteger(id) || id < 0 || id > 2_147_483_647) return undefined;
  return { featured: match[1] === "1", publishedMs, id };
}

export type PostListQueryResult =
  | { readonly ok: true; readonly query: PostListQuery }
  | { readonly ok: false; readonly message: "b2b_posts_bad_query" };

const isTab = (value: unknown): value is PostTab => POST_TABS.some((tab) => tab === value);

/**
 * Reads the list's query strings. Missing tab is "active", missing limit the default, a limit above
 * the maximum is clamped; anything unreadable is the one key of a 400 answer.
 */
export function parsePostListQuery(raw: {
  readonly tab?: string | undefined;
  readonly category_id?: string | undefined;
  readonly q?: string | undefined;
  readonly cursor?: string | undefined;
  readonly limit?: string | undefined;
}): PostListQueryResult {
  const bad = { ok: false, message: "b2b_posts_bad_query" } as const;
  const tab = raw.tab ?? "active";
  if (!isTab(tab)) return bad;
  let limit = POST_PAGE_DEFAULT_LIMIT;
  if (raw.limit !== undefined) {
    if (!/^[1-9][0-9]{0,5}$/u.test(raw.limit)) return bad;
    limit = Math.min(Number(raw.limit), POST_PAGE_MAX_LIMIT);
  }
  let categoryId: number | null = null;
  if (raw.category_id !== undefined && raw.category_id !== "") {
    if (!/^[1-9][0-9]{0,9}$/u.test(raw.category_id) || Number(raw.category_id) > 2_147_483_647) return bad;
    categoryId = Number(raw.category_id);
  }
  let after: PostCursor | null = null;
  if (raw.cursor !== undefined) {
    const decoded = decodePostCursor(raw.cursor);
    if (decoded === undefined) return bad;
    after = decoded;
  }
  const search = searchText((raw.q ?? "").slice(0, POST_SEARCH_MAX_LENGTH));
  return { ok: true, query: { tab, categoryId, search, after, limit } };
}

/** A LIKE pattern that matches the search literally (%, _ and \ in it are not wildcards). */
export const likePattern = (search: string): string => `%${search.replace(/[\\%_]/gu, (c) => `\\${c}`)}%`;
