import { Hono } from "hono";
import * as Schema from "effect/Schema";
import { SearchAnswer } from "../../../core/information/information-wire";
import { searchQueryText } from "../../../core/information/search-query";
import { IdFromString } from "../../../core/schemas/ids";
import { Invalid } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { serverTiming } from "../../http/middleware/server-timing";
import { describeRoute } from "../../http/openapi/route-doc";
import { requestLanguage } from "../../http/request-language";
import { queryParams } from "../../http/validate";
import { runSearch } from "../services/search/run-search";
import { SEARCH_SOURCES } from "../services/search/search-sources";

const SearchQuery = Schema.Struct({
  q: Schema.String,
  location_id: Schema.optionalKey(IdFromString),
});

/** The header's search box: one call over every source the caller may see (services/search/). */
export function searchRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    "/search",
    describeRoute({
      summary:
        "Search FAQ, information material and the selected store's tickets (accents and case ignored; q 2–100 characters)",
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
      const hits = await runSearch(SEARCH_SOURCES, {
        db: deps.db,
        session: c.var.session,
        text,
        locationId: query.location_id,
        language: requestLanguage(c),
      });
      return c.json({ hits });
    },
  );

  return app;
}
