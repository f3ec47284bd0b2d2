import type { SearchHit } from "../../../core/search/search-wire";
import type { Database } from "../../db/database";
import type { PermissionSession } from "../../../core/permissions/session";
import type { StoreViewer } from "../stores/store-access";
import type { StemsMatch } from "./search-match";

/** What every source is given: the caller, the query already normalised, and how many rows it may give. */
export interface SearchRequest {
  readonly db: Database;
  /** The caller: the user record (store scope) and the permission session (areas). */
  readonly session: { readonly user: StoreViewer; readonly permission: PermissionSession };
  /** `searchText` of what was typed (core/search/search-text.ts). */
  readonly text: string;
  /** The typed words' stems (core/search/search-words.ts), what a row must hold every one of. */
  readonly stems: readonly string[];
  /**
   * The condition on a source's folded search column: every stem at a word's start
   * (search-match.ts). A source puts it in its WHERE: `.where(and(scope, matches(table.searchText)))`.
   */
  readonly matches: StemsMatch;
  /**
   * The store selected in the header, when the caller may see it (a member, or the every-store
   * grant); sources of store data search only it, and answer nothing without it.
   */
  readonly store: { readonly id: number; readonly name: string } | undefined;
  readonly language: "gr" | "en";
  /** The server's clock (AppDeps.now) at the request: for kinds whose list shows rows by date windows. */
  readonly now: Date;
  /** Rows to give at most, newest or nearest first; the search ranks them and keeps the best. */
  readonly limit: number;
}

/**
 * One kind of document the search finds (docs/architecture.md, "Search"), brought by the area that
 * owns it in its manifest (`searchSources` of `<area>.server-area.ts`). A source checks the caller's
 * rights itself, with the same rules and store scope as the kind's list, and answers `undefined`
 * (not an error) when the kind is closed to the caller, so one source never hides the others' hits
 * and the answer can say which kinds were searched.
 */
export interface SearchSource {
  /** Shown in the browser as the group of the hit (`ui_search_source_<id>`). */
  readonly id: string;
  /**
   * The hits' `excerpt` is the whole text shown beside the title (plain text): the search ranks on it
   * and cuts it where the match is (core/search/search-excerpt.ts), so a word far into a body is
   * found, ranked and shown alike.
   */
  readonly search: (request: SearchRequest) => Promise<readonly SearchHit[] | undefined>;
}
