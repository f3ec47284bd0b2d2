import { Hono } from "hono";
import { asc, eq } from "drizzle-orm";
import * as Schema from "effect/Schema";
import { IdFromString } from "../../../core/schemas/ids";
import { companyDetails } from "../../db/schema/companies";
import { menuItems } from "../tables/menu-items";
import { rolesOfSwitchedEntry } from "../../../core/permissions/switched-entries";
import { pages } from "../tables/pages";
import { errorResponse } from "../../http/api-error";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { pathParams } from "../../http/validate";
import { describeRoute } from "../../http/openapi/route-doc";
import { CompanyDetails } from "../../../core/schemas/company-details";
import { MenuItem, PageDetail, PageSummary } from "../../../core/shell/shell-wire";

/** What the layout shows after login: custom pages, the sidebar menu and the company's links. */
export function contentRoutes(deps: AppDeps) {
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
      summary: "One custom page with its body (the /page/{identifier} screen)",
      tag: "content",
      auth: "bearer",
      success: { status: 200, schema: PageDetail },
      errors: [401, 404],
    }),
    pathParams(Schema.Struct({ identifier: Schema.String })),
    async (c) => {
      const [page] = await deps.db
        .select()
        .from(pages)
        .where(eq(pages.identifier, c.req.valid("param").identifier));
      if (page === undefined) return errorResponse(c, 404, "b2b_not_found");
      return c.json({
        id: page.id,
        identifier: page.identifier,
        title: { gr: page.titleGr, en: page.titleEn },
        url: page.url,
        body: page.bodyGr === null || page.bodyEn === null ? null : { gr: page.bodyGr, en: page.bodyEn },
      });
    },
  );

  app.get(
    "/menu",
    describeRoute({
      summary: "The server's sidebar menu with the roles of each entry (the browser filters by role)",
      tag: "content",
      auth: "bearer",
      success: { status: 200, schema: Schema.Array(MenuItem) },
      errors: [401],
    }),
    async (c) => {
      const rows = await deps.db.select().from(menuItems).orderBy(asc(menuItems.sort));
      const features = { commerce_screens: deps.config.commerceScreens };
      const entry = (m: (typeof rows)[number]) => {
        // A spec entry keeps its roles; one the deployment switched on gains its area's roles.
        const roles = m.roles.length > 0 ? m.roles : rolesOfSwitchedEntry(m.path, features);
        return {
          name: m.name,
          path: m.path,
          title: { gr: m.titleGr, en: m.titleEn },
          roles,
          hidden: roles.length === 0,
        };
      };
      return c.json(
        rows
          .filter((m) => m.parentName === null)
          .map((m) => ({ ...entry(m), submenus: rows.filter((s) => s.parentName === m.name).map(entry) })),
      );
    },
  );

  app.get(
    "/company/:account_id",
    describeRoute({
      summary: "Company details (url, twitter, facebook) by account id",
      tag: "content",
      auth: "bearer",
      success: { status: 200, schema: CompanyDetails },
      errors: [401, 404],
    }),
    pathParams(Schema.Struct({ account_id: IdFromString })),
    async (c) => {
      const { account_id: accountId } = c.req.valid("param");
      const [details] = await deps.db
        .select()
        .from(companyDetails)
        .where(eq(companyDetails.companyId, accountId));
      if (details === undefined) return errorResponse(c, 404, "b2b_not_found");
      return c.json({ url: details.url, twitter: details.twitter, facebook: details.facebook });
    },
  );

  return app;
}
