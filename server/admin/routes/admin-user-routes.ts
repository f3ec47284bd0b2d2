import { Hono } from "hono";
import * as Schema from "effect/Schema";
import type { AccountChange } from "../../../core/admin/account-changes";
import {
  AdminRightsBody,
  AdminUser,
  AdminUserListParams,
  AdminUserPage,
} from "../../../core/admin/admin-wire";
import { IdFromString } from "../../../core/schemas/ids";
import { parseKeysetQuery } from "../../../core/schemas/keyset-page";
import { Malformed } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { clientIp } from "../../http/client-ip";
import { describeRoute } from "../../http/openapi/route-doc";
import { jsonBody, pathParams, queryParams } from "../../http/validate";
import { changeAdminUser, listAdminUsers, readAdminUser } from "../services/admin-users";
import { actorOf } from "./admin-record-routes";

const PAGE_LIMITS = { defaultLimit: 50, maxLimit: 200 } as const;
const UserPath = Schema.Struct({ user_id: IdFromString });

/** The account changes that take no body, by the last segment of their path. */
const ACTIONS: readonly (readonly [string, AccountChange, string])[] = [
  ["deactivate", { kind: "deactivate" }, "Deactivate an account: sign-in refused, every session ended"],
  ["reactivate", { kind: "reactivate" }, "Reactivate a deactivated account"],
  ["end-sessions", { kind: "end-sessions" }, "End all of a person's sessions (they sign in again)"],
];

/**
 * The console's people (issue 35): everyone with role, status, company and stores; their two
 * explicit grants changed, their access closed and reopened, their sessions ended. Never one's own
 * account (core/admin/account-changes.ts). Inviting and changing role and stores come next.
 */
export function adminUserRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const ip = (c: Parameters<typeof clientIp>[0]) => clientIp(c, deps.config.trustProxy);

  app.get(
    "/admin/users",
    describeRoute({
      summary:
        "Everyone, newest first, a keyset page at a time, by status and words of the name, mobile or e-mail",
      tag: "admin",
      auth: "bearer",
      success: { status: 200, schema: AdminUserPage },
      errors: [400, 401, 403, 422],
    }),
    queryParams(AdminUserListParams),
    async (c) => {
      const params = c.req.valid("query");
      const page = parseKeysetQuery(params, PAGE_LIMITS);
      if (page === undefined) throw new Malformed("b2b_invalid_input");
      return c.json(await listAdminUsers(deps.db, { ...page, q: params.q ?? "", status: params.status }));
    },
  );

  app.get(
    "/admin/users/:user_id",
    describeRoute({
      summary: "One person as the console shows them",
      tag: "admin",
      auth: "bearer",
      success: { status: 200, schema: AdminUser },
      errors: [401, 403, 404],
    }),
    pathParams(UserPath),
    async (c) => c.json(await readAdminUser(deps.db, c.req.valid("param").user_id)),
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
    pathParams(UserPath),
    jsonBody(AdminRightsBody),
    async (c) => {
      const body = c.req.valid("json");
      return c.json(
        await changeAdminUser(deps.db, {
          actor: actorOf(c, ip(c)),
          id: c.req.valid("param").user_id,
          change: { kind: "rights", allStores: body.all_stores, administers: body.administers },
          now: deps.now(),
        }),
      );
    },
  );

  for (const [action, change, summary] of ACTIONS)
    app.post(
      `/admin/users/:user_id/${action}`,
      describeRoute({
        summary,
        tag: "admin",
        auth: "bearer",
        success: { status: 200, schema: AdminUser },
        errors: [401, 403, 404, 409],
      }),
      pathParams(UserPath),
      async (c) =>
        c.json(
          await changeAdminUser(deps.db, {
            actor: actorOf(c, ip(c)),
            id: c.req.valid("param").user_id,
            change,
            now: deps.now(),
          }),
        ),
    );

  return app;
}
