import { Hono } from "hono";
import * as Schema from "effect/Schema";
import { SearchAnswer } from "../../../core/search/search-wire";
import {
  SEARCH_HITS_PER_SOURCE,
  SEARCH_PAGE_HITS_PER_SOURCE,
  searchQueryText,
} from "../../../core/search/search-query";
import { IdFromString } from "../../../core/schemas/ids";
import { Invalid } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../app-deps";
import { requireSession } from "../middleware/require-session";
import { serverTiming } from "../middleware/server-timing";
import { describeRoute } from "../openapi/route-doc";
import { guardPaths } from "../route-guards";
import { requestLanguage } from "../request-language";
import type { ServerArea } from "../server-area";
import { queryParams } from "../validate";
import { runSearch } from "../../services/search/run-search";

const SearchQuery = Schema.Struct({
  q: Schema.String,
  location_id: Schema.optionalKey(IdFromString),
  /** "page": the /search page's longer lists; otherwise the header's few of each kind. */
  view: Schema.optionalKey(Schema.Literals(["header", "page"])),
});

/**
 * The search over every kind the caller may see: each area brings its sources in its manifest
 * (`searchSources`), and each source answers with its list's rights and store scope
 * (server/services/search/search-source.ts).
 */
export function searchRoutes(deps: AppDeps, areas: readonly ServerArea[]) {
  const app = new Hono<AppEnv>();
  guardPaths(app, ["/search"], requireSession(deps));
  const sources = areas.flatMap((area) => area.searchSources ?? []);

  app.get(
    "/search",
    describeRoute({
      summary:
        "Search every kind the caller may see (posts, tasks, tickets, store records, files, FAQ, material, training, pages, people), in the selected store for store data; accents, case and Greek endings ignored; q 2–100 characters",
      tag: "information",
      auth: "bearer",
      success: { status: 200, schema: SearchAnswer },
      errors: [401, 422],
    }),
    serverTiming(),
    queryParams(SearchQuery),
    async (c) => {
      const query = c.req.valid("query");
      const text = searchQueryText(query.q);
      if (text === undefined) throw new Invalid("b2b_search_query_length");
      const result = await runSearch(
        sources,
        {
          db: deps.db,
          session: c.var.session,
          text,
          locationId: query.location_id,
          language: requestLanguage(c),
          now: deps.now(),
        },
        query.view === "page" ? SEARCH_PAGE_HITS_PER_SOURCE : SEARCH_HITS_PER_SOURCE,
      );
      // Each source's time beside the route's own (serverTiming): where a slow search spends it.
      c.header(
        "Server-Timing",
        result.timings.map(({ source, ms }) => `search-${source};dur=${ms.toFixed(2)}`).join(", "),
      );
      return c.json({ hits: result.hits, searched: result.searched });
    },
  );

  return app;
}
