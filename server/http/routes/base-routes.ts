import { Hono } from "hono";
import { franchiseStoresOf } from "../../services/stores/franchise-stores";
import { heldCatalogue, type HeldCatalogue } from "../../services/translations/load-translations";
import { Forbidden } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../app-deps";
import { requireSession } from "../middleware/require-session";
import { guardPaths } from "../route-guards";
import type { BaseShares, ServerArea } from "../server-area";
import { describeRoute } from "../openapi/route-doc";
import { requestLanguage } from "../request-language";
import { BaseLoad, BaseQuery } from "../schemas/base-wire";
import { queryParams } from "../validate";

/**
 * GET base: the load after login. Each server area with a `baseLoad` fills its arrays (tickets,
 * tasks, licences, ...); the arrays no area fills are empty.
 */
export function baseRoutes(deps: AppDeps, areas: readonly ServerArea[]) {
  const app = new Hono<AppEnv>();
  guardPaths(app, ["/base"], requireSession(deps));

  app.get(
    "/base",
    describeRoute({
      summary: "Base load; location_id must be one of the user's stores",
      tag: "user",
      auth: "bearer",
      success: { status: 200, schema: BaseLoad },
      errors: [401, 403, 422],
    }),
    queryParams(BaseQuery),
    async (c) => {
      const { user } = c.var.session;
      const { location_id, translations_version } = c.req.valid("query");
      const franchiseStores = await franchiseStoresOf(deps.db, user);
      if (location_id !== undefined && !franchiseStores.some((s) => s.id === location_id))
        throw new Forbidden("b2b_forbidden");
      // The store named, else the first of the user's stores (the browser's default store).
      const request = {
        session: c.var.session,
        storeId: location_id ?? franchiseStores[0]?.id,
        language: requestLanguage(c),
      };
      const [catalogue, ...shares]: [HeldCatalogue, ...BaseShares[]] = await Promise.all([
        heldCatalogue(deps.db),
        ...areas.flatMap((area) => (area.baseLoad === undefined ? [] : [area.baseLoad(deps, request)])),
      ]);
      // Spec 3 lists the catalogue in the base load; a client that names the version it holds
      // (GET translations' ETag) is not sent it again (issue #41, docs/decisions.md).
      const holdsCatalogue = translations_version === catalogue.version;
      return c.json({
        tickets: [],
        franchiseStores,
        maintenance: [],
        tasks: [],
        license: [],
        staff: [],
        storeMenu: [],
        ...(holdsCatalogue ? {} : { translations: catalogue.translations }),
        averageScore: null,
        knowledgeBaseNotes: [],
        azureUser: c.var.session.permission.azure,
        ...Object.assign({}, ...shares),
      });
    },
  );

  return app;
}
