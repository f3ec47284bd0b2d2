import type { SearchHit } from "../../../../core/information/information-wire";
import type { Database } from "../../../db/database";
import type { PermissionSession } from "../../../../core/permissions/session";
import type { StoreViewer } from "../../../services/stores/store-access";

/** What every source is given: the caller, the query already normalised, and how many hits it may give. */
export interface SearchRequest {
  readonly db: Database;
  /** The caller: the user record (store scope) and the permission session (areas). */
  readonly session: { readonly user: StoreViewer; readonly permission: PermissionSession };
  /** `searchText` of what was typed (core/information/search-query.ts). */
  readonly text: string;
  /** One LIKE pattern per word (`wordPatterns`): a document matches when its search column holds every one. */
  readonly patterns: readonly string[];
  /** The store selected in the header; sources of store data search only it (and only if allowed). */
  readonly locationId: number | undefined;
  readonly language: "gr" | "en";
  readonly limit: number;
}

/**
 * One kind of document the header's search box finds (docs/architecture.md, "Search"). A source
 * checks the caller's rights itself (its area, its store scope) and answers nothing, not an error,
 * for what the caller may not see, so one source never hides the others' hits.
 */
export interface SearchSource {
  /** Shown in the browser as the group of the hit (`ui_search_source_<id>`). */
  readonly id: string;
  readonly search: (request: SearchRequest) => Promise<readonly SearchHit[]>;
}
