import { Hono } from "hono";
import * as Schema from "effect/Schema";
import { IdFromString } from "../../../core/schemas/ids";
import { companyDetailsOf } from "../services/company-details";
import { listMenuItems, type MenuItemRow } from "../services/menu-items";
import { rolesOfSwitchedEntry } from "../../../core/permissions/switched-entries";
import { NotFound } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { pathParams } from "../../http/validate";
import { describeRoute } from "../../http/openapi/route-doc";
import { CompanyDetails } from "../../../core/schemas/company-details";
import { MenuItem } from "../../../core/shell/shell-wire";

/** What the layout shows after login: the sidebar menu and the company's links (pages: server/information). */
export function contentRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

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
      const rows = await listMenuItems(deps.db);
      const features = { commerce_screens: deps.config.commerceScreens };
      const entry = (m: MenuItemRow) => {
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
      const details = await companyDetailsOf(deps.db, accountId);
      if (details === undefined) throw new NotFound("b2b_not_found");
      return c.json({ url: details.url, twitter: details.twitter, facebook: details.facebook });
    },
  );

  return app;
}
