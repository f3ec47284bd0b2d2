import { Hono } from "hono";
import * as Schema from "effect/Schema";
import { TRANSLATIONS_APP_ID } from "../../../core/constants/portal-constants";
import { cutStoreTitle } from "../../../core/rules/store-title";
import { JobPosition, Store } from "../../../core/schemas/store";
import { listJobPositions, listStores } from "../services/reference-lists";
import { heldCatalogue, namesVersion } from "../../services/translations/load-translations";
import { NotFound } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { describeRoute } from "../../http/openapi/route-doc";
import { requestLanguage } from "../../http/request-language";
import { Translations } from "../../../core/schemas/translations";
import { TranslationsQuery } from "../wire/content-wire";
import { queryParams } from "../../http/validate";

/** Reference data that needs no login: the register form's pickers and the translation catalogue. */
export function referenceRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    "/auth/stores",
    describeRoute({
      summary: "All stores (register form picker)",
      tag: "reference",
      auth: "none",
      success: { status: 200, schema: Schema.Array(Store) },
    }),
    async (c) => {
      const rows = await listStores(deps.db);
      return c.json(
        rows.map((s) => ({
          id: s.id,
          store_name: s.storeName,
          title_cutted: cutStoreTitle(s.title),
          warehouse_id: s.warehouseId,
        })),
      );
    },
  );

  app.get(
    "/auth/jobs",
    describeRoute({
      summary: "Job positions, titled in the request's Language",
      tag: "reference",
      auth: "none",
      success: { status: 200, schema: Schema.Array(JobPosition) },
    }),
    async (c) => {
      const language = requestLanguage(c);
      const rows = await listJobPositions(deps.db);
      return c.json(rows.map((j) => ({ id: j.id, title: language === "gr" ? j.titleGr : j.titleEn })));
    },
  );

  app.get(
    "/translations",
    describeRoute({
      summary: `The translation catalogue (app id ${TRANSLATIONS_APP_ID})`,
      tag: "reference",
      auth: "none",
      success: { status: 200, schema: Translations },
      errors: [404, 422],
    }),
    queryParams(TranslationsQuery),
    async (c) => {
      const { app_id } = c.req.valid("query");
      if (app_id !== undefined && app_id !== TRANSLATIONS_APP_ID) throw new NotFound("b2b_not_found");
      // Once per version (issue #41): the ETag is the catalogue's version and the browser keeps the
      // answer (no-cache: it asks each time, and a 304 without a body says its copy is current).
      const catalogue = await heldCatalogue(deps.db);
      const headers = { ETag: `"${catalogue.version}"`, "Cache-Control": "no-cache" };
      if (namesVersion(c.req.header("If-None-Match"), catalogue.version)) return c.body(null, 304, headers);
      return c.body(catalogue.json, 200, { ...headers, "Content-Type": "application/json" });
    },
  );

  return app;
}
