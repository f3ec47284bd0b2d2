import { Hono } from "hono";
import { and, asc, eq } from "drizzle-orm";
import * as Schema from "effect/Schema";
import { PageBodyDraft } from "../../../core/information/information-wire";
import { plainText } from "../../../core/rich-text/plain-text";
import { PageDetail, PageSummary } from "../../../core/shell/shell-wire";
import { Invalid, NotFound } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { describeRoute } from "../../http/openapi/route-doc";
import { jsonBody, pathParams } from "../../http/validate";
import { requireInformationEditor } from "../services/information-editors";
import { sanitiseRichText } from "../../services/rich-text/sanitise-rich-text";
import { pages } from "../tables/pages";

type PageRow = typeof pages.$inferSelect;

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
  const pageBy = async (identifier: string, publicOnly: boolean) => {
    const [page] = await deps.db
      .select()
      .from(pages)
      .where(
        publicOnly
          ? and(eq(pages.identifier, identifier), eq(pages.isPublic, true))
          : eq(pages.identifier, identifier),
      );
    return page;
  };

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
      const rows = await deps.db.select().from(pages).orderBy(asc(pages.sort), asc(pages.id));
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
      const page = await pageBy(c.req.valid("param").identifier, false);
      if (page === undefined) throw new NotFound("b2b_not_found");
      return c.json(detail(page));
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
      const page = await pageBy(c.req.valid("param").identifier, true);
      if (page === undefined) throw new NotFound("b2b_not_found");
      return c.json(detail(page));
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
      const draft = c.req.valid("json");
      const bodyGr = sanitiseRichText(draft.body_gr);
      const bodyEn = sanitiseRichText(draft.body_en);
      if (plainText(bodyGr) === "" || plainText(bodyEn) === "") throw new Invalid("b2b_faq_required");
      const [page] = await deps.db
        .update(pages)
        .set({ bodyGr, bodyEn })
        .where(eq(pages.identifier, c.req.valid("param").identifier))
        .returning();
      if (page === undefined) throw new NotFound("b2b_not_found");
      return c.json(detail(page));
    },
  );

  return app;
}
