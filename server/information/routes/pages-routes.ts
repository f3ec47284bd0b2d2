import { Hono } from "hono";
import * as Schema from "effect/Schema";
import { PageBodyDraft } from "../../../core/information/information-wire";
import { PageDetail, PageSummary } from "../../../core/shell/shell-wire";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { describeRoute } from "../../http/openapi/route-doc";
import { jsonBody, pathParams } from "../../http/validate";
import { requireInformationEditor } from "../services/information-editors";
import { listPages, pageByIdentifier, replacePageBody, type PageRow } from "../services/pages-service";

const detail = (page: PageRow) => ({
  id: page.id,
  identifier: page.identifier,
  title: { gr: page.titleGr, en: page.titleEn },
  url: page.url,
  body: page.bodyGr === null || page.bodyEn === null ? null : { gr: page.bodyGr, en: page.bodyEn },
});

const IdentifierPath = Schema.Struct({ identifier: Schema.String });

/** Custom pages (spec 4, sidebar): the list, one page with its sanitised body, head office's edits. */
export function pagesRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    "/pages",
    describeRoute({
      summary: "Custom pages of the sidebar (internal /page/{identifier} or external url)",
      tag: "content",
      auth: "bearer",
      success: { status: 200, schema: Schema.Array(PageSummary) },
      errors: [401],
    }),
    async (c) => {
      const rows = await listPages(deps.db);
      return c.json(
        rows.map((p) => ({
          id: p.id,
          identifier: p.identifier,
          title: { gr: p.titleGr, en: p.titleEn },
          url: p.url,
        })),
      );
    },
  );

  app.get(
    "/pages/:identifier",
    describeRoute({
      summary: "One custom page with its body, sanitised HTML (the /page/{identifier} screen)",
      tag: "content",
      auth: "bearer",
      success: { status: 200, schema: PageDetail },
      errors: [401, 404],
    }),
    pathParams(IdentifierPath),
    async (c) => {
      return c.json(detail(await pageByIdentifier(deps.db, c.req.valid("param").identifier, false)));
    },
  );

  app.get(
    "/public_pages/:identifier",
    describeRoute({
      summary: "A page marked public (the terms), for the registration screens before signing in",
      tag: "content",
      auth: "none",
      success: { status: 200, schema: PageDetail },
      errors: [404],
    }),
    pathParams(IdentifierPath),
    async (c) => {
      return c.json(detail(await pageByIdentifier(deps.db, c.req.valid("param").identifier, true)));
    },
  );

  app.put(
    "/pages/:identifier",
    describeRoute({
      summary: "Replace a page's body in both languages (editor grant; sanitised HTML)",
      tag: "content",
      auth: "bearer",
      success: { status: 200, schema: PageDetail },
      errors: [400, 401, 403, 404, 422],
    }),
    pathParams(IdentifierPath),
    jsonBody(PageBodyDraft),
    async (c) => {
      await requireInformationEditor(deps.db, c.var.session.user.id);
      const page = await replacePageBody(deps.db, c.req.valid("param").identifier, c.req.valid("json"));
      return c.json(detail(page));
    },
  );

  return app;
}
