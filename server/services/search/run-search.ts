import type { SearchHit } from "../../../core/search/search-wire";
import { matchExcerpt } from "../../../core/search/search-excerpt";
import { rankRows } from "../../../core/search/search-rank";
import { queryStems } from "../../../core/search/search-words";
import { visibleStore } from "../stores/store-access";
import { matchingStems } from "./search-match";
import type { SearchRequest, SearchSource } from "./search-source";

/** Rows asked of each source before ranking: more than shown, so the best can rise from among them. */
const ROWS_PER_SOURCE_FACTOR = 4;

export interface SearchResult {
  readonly hits: readonly SearchHit[];
  /** The sources open to the caller, in order: what "no results" says was searched. */
  readonly searched: readonly string[];
  /** Each source's own time in milliseconds (they run side by side), for Server-Timing. */
  readonly timings: ReadonlyArray<{ readonly source: string; readonly ms: number }>;
}

/**
 * Asks every source at once, ranks each source's rows (core/search/search-rank.ts: a word's start
 * before its inside, the title before the rest, the typed word before its stem), keeps `perSource`
 * of each, in the sources' order, and cuts each excerpt around its first match (search-excerpt.ts).
 */
export async function runSearch(
  sources: readonly SearchSource[],
  request: Omit<SearchRequest, "matches" | "stems" | "limit" | "store"> & {
    readonly locationId: number | undefined;
  },
  perSource: number,
): Promise<SearchResult> {
  const { locationId, ...asked } = request;
  const stems = queryStems(request.text);
  const words = request.text.split(" ").filter((word) => word !== "");
  const full: SearchRequest = {
    ...asked,
    store: await visibleStore(request.db, request.session.user, locationId),
    stems,
    matches: matchingStems(stems),
    limit: perSource * ROWS_PER_SOURCE_FACTOR,
  };
  const answers = await Promise.all(
    sources.map(async (source) => {
      const started = performance.now();
      const hits = await source.search(full);
      return { source, hits, ms: performance.now() - started };
    }),
  );
  return {
    hits: answers.flatMap(({ hits }) =>
      hits === undefined
        ? []
        : rankRows(hits, (hit) => ({ title: hit.title, rest: hit.excerpt }), stems, words)
            .slice(0, perSource)
            .map((hit) => ({ ...hit, excerpt: matchExcerpt(hit.excerpt, stems) })),
    ),
    searched: answers.flatMap(({ source, hits }) => (hits === undefined ? [] : [source.id])),
    timings: answers.map(({ source, ms }) => ({ source: source.id, ms })),
  };
}
