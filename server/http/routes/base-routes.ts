import { Hono } from "hono";
import { franchiseStoresOf } from "../../services/stores/franchise-stores";
import { loadTranslations } from "../../services/translations/load-translations";
import { baseTickets } from "../../tickets/services/tickets/base-tickets";
import { errorResponse } from "../api-error";
import type { AppDeps, AppEnv } from "../app-deps";
import { requireSession } from "../middleware/require-session";
import { describeRoute } from "../openapi/route-doc";
import { requestLanguage } from "../request-language";
import { BaseLoad, BaseQuery } from "../schemas/base-wire";
import { queryParams } from "../validate";

/**
 * GET base: the load after login. Each area's issue fills its array here (tickets, tasks, licences,
 * ...) reading core/permissions' data-load rules; until then they are empty.
 */
export function baseRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    "/base",
    describeRoute({
      summary: "Base load; location_id must be one of the user's stores",
      tag: "user",
      auth: "bearer",
      success: { status: 200, schema: BaseLoad },
      errors: [401, 403, 422],
    }),
    requireSession(deps),
    queryParams(BaseQuery),
    async (c) => {
      const { user } = c.var.session;
      const { location_id } = c.req.valid("query");
      const franchiseStores = await franchiseStoresOf(deps.db, user);
      if (location_id !== undefined && !franchiseStores.some((s) => s.id === location_id))
        return errorResponse(c, 403, "b2b_forbidden");
      return c.json({
        // The store named, else the first of the user's stores (the browser's default store).
        tickets: await baseTickets(
          deps.db,
          c.var.session.permission,
          location_id ?? franchiseStores[0]?.id,
          requestLanguage(c),
        ),
        franchiseStores,
        maintenance: [],
        tasks: [],
        license: [],
        staff: [],
        storeMenu: [],
        translations: await loadTranslations(deps.db),
        averageScore: null,
        knowledgeBaseNotes: [],
        azureUser: c.var.session.permission.azure,
      });
    },
  );

  return app;
}
