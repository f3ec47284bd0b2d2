import { Hono } from "hono";
import * as Schema from "effect/Schema";
import {
  AdminRightsBody,
  AdminUser,
  AdminUserListParams,
  AdminUserPage,
} from "../../../core/admin/admin-wire";
import { IdFromString } from "../../../core/schemas/ids";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { clientIp } from "../../http/client-ip";
import { describeRoute } from "../../http/openapi/route-doc";
import { jsonBody, pathParams } from "../../http/validate";
import { changeAdminUser, listAdminUsers, readAdminUser } from "../services/admin-users";
import { actorOf, adminActionRoutes, adminListRoutes } from "./admin-record-routes";

const PEOPLE = { path: "/admin/users", idParam: "user_id", singular: "person", item: AdminUser } as const;

/**
 * The console's people (issue 35): everyone with role, status, company and stores; their two
 * explicit grants changed, their access closed and reopened, their sessions ended. Never one's own
 * account (core/admin/account-changes.ts). Inviting and changing role and stores come next.
 */
export function adminUserRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.route(
    "/",
    adminListRoutes(deps, {
      ...PEOPLE,
      page: AdminUserPage,
      listParams: AdminUserListParams,
      filtersOf: (params) => ({ q: params.q ?? "", status: params.status }),
      list: listAdminUsers,
      read: readAdminUser,
    }),
  );

  app.put(
    "/admin/users/:user_id/rights",
    describeRoute({
      summary:
        "Set a person's every-store view and right to administer (never one's own; granted only to an active account)",
      tag: "admin",
      auth: "bearer",
      success: { status: 200, schema: AdminUser },
      errors: [401, 403, 404, 409, 422],
    }),
    pathParams(Schema.Struct({ user_id: IdFromString })),
    jsonBody(AdminRightsBody),
    async (c) => {
      const body = c.req.valid("json");
      return c.json(
        await changeAdminUser(deps.db, {
          actor: actorOf(c, clientIp(c, deps.config.trustProxy)),
          id: c.req.valid("param").user_id,
          change: { kind: "rights", allStores: body.all_stores, administers: body.administers },
          now: deps.now(),
        }),
      );
    },
  );

  app.route(
    "/",
    adminActionRoutes(deps, {
      ...PEOPLE,
      actions: [
        {
          action: "deactivate",
          summary: "Deactivate an account: sign-in refused, every session ended",
          act: (db, request) => changeAdminUser(db, { ...request, change: { kind: "deactivate" } }),
        },
        {
          action: "reactivate",
          summary: "Reactivate a deactivated account",
          act: (db, request) => changeAdminUser(db, { ...request, change: { kind: "reactivate" } }),
        },
        {
          action: "end-sessions",
          summary: "End all of a person's sessions (they sign in again)",
          act: (db, request) => changeAdminUser(db, { ...request, change: { kind: "end-sessions" } }),
        },
      ],
    }),
  );
  return app;
}
