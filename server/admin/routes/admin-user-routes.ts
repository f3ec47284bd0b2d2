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
import {
  assignmentOf,
  invitationOf,
  validateAssignment,
  validateInvite,
} from "../../../core/admin/person-form";
import { changeAdminUser, listAdminUsers, readAdminUser } from "../services/admin-users";
import { changeAssignment } from "../services/change-assignment";
import { invitePerson, resendInvitation } from "../services/invite-person";
import { actorOf, adminActionRoutes, adminFormRoutes, adminListRoutes } from "./admin-record-routes";

const PEOPLE = { path: "/admin/users", idParam: "user_id", singular: "person", item: AdminUser } as const;

/**
 * The console's people (issue 35): everyone with role, status, company and stores; their two
 * explicit grants changed, their access closed and reopened, their sessions ended. Never one's own
 * account (core/admin/account-changes.ts). A person is invited (`POST admin/users`: the account is
 * made `invited` and the registration link sent) and their role and stores changed (`PUT
 * admin/users/{user_id}/assignment`), each form judged by core/admin/person-form.ts.
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

  app.route(
    "/",
    adminFormRoutes(deps, {
      ...PEOPLE,
      validate: validateInvite,
      fieldsOf: invitationOf,
      create: invitePerson,
      edit: {
        suffix: "/assignment",
        summary:
          "Change a person's role, stores, company and job position (never one's own; open stores only); 422 with the failed keys per field",
        validate: validateAssignment,
        fieldsOf: assignmentOf,
      },
      update: changeAssignment,
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
          summary: "Deactivate an account (sign-in refused, every session ended) or withdraw an invitation",
          act: (db, request) => changeAdminUser(db, { ...request, change: { kind: "deactivate" } }),
        },
        {
          action: "reactivate",
          summary: "Reactivate a deactivated account",
          act: (db, request) => changeAdminUser(db, { ...request, change: { kind: "reactivate" } }),
        },
        {
          action: "invitation",
          summary:
            "Send a person still invited a new registration link by SMS and e-mail (the old ones stop working)",
          act: resendInvitation,
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
