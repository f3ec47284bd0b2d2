import { SEARCH_HITS_PER_SOURCE, wordPatterns } from "../../../../core/information/search-query";
import type { SearchHit } from "../../../../core/information/information-wire";
import type { SearchRequest, SearchSource } from "./search-source";

/** Asks every source at once and lists their hits in the sources' order. */
export async function runSearch(
  sources: readonly SearchSource[],
  request: Omit<SearchRequest, "patterns" | "limit">,
): Promise<readonly SearchHit[]> {
  const full: SearchRequest = {
    ...request,
    patterns: wordPatterns(request.text),
    limit: SEARCH_HITS_PER_SOURCE,
  };
  const answers = await Promise.all(sources.map((source) => source.search(full)));
  return answers.flat();
}
