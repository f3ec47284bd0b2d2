import { Hono } from "hono";
import * as Schema from "effect/Schema";
import { IdFromString } from "../../../core/schemas/ids";
import { DeactivationResult, StaffPage, UsersAndFranchiseStores } from "../../../core/staff/staff-wire";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { describeRoute } from "../../http/openapi/route-doc";
import { requestLanguage } from "../../http/request-language";
import { pathParams, queryParams } from "../../http/validate";
import { requireLocation } from "../../services/stores/store-access";
import { deactivateStaff, staffOfStore } from "../services/directory/staff-directory";
import { usersAndFranchiseStores } from "../services/directory/users-and-stores";
import { serverTiming } from "../../http/middleware/server-timing";
import { deactivationRightOf } from "../../../core/staff/staff-rules";

/**
 * The staff list of a store (spec 7: GET staff by location), the franchisee's users and franchise
 * stores, and deactivating a staff member.
 */
export function staffDirectoryRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    "/location-staff/:location_id",
    describeRoute({
      summary:
        "The store's staff with f_name, l_name, phone, mobile and contact details (keyset pages by id)",
      tag: "staff",
      auth: "bearer",
      success: { status: 200, schema: StaffPage },
      errors: [400, 401, 403, 422],
    }),
    serverTiming(),
    pathParams(Schema.Struct({ location_id: IdFromString }), { status: 403, key: "b2b_forbidden" }),
    queryParams(Schema.Struct({ cursor: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(32))) })),
    async (c) => {
      const { location_id } = c.req.valid("param");
      await requireLocation(deps.db, c.var.session.user, location_id);
      return c.json(
        await staffOfStore(deps.db, {
          storeId: location_id,
          callerId: c.var.session.user.id,
          cursor: c.req.valid("query").cursor,
          language: requestLanguage(c),
        }),
      );
    },
  );

  app.get(
    "/users/franchise-stores",
    describeRoute({
      summary:
        "Users and franchise stores (spec 7; spec 6: the franchisee alone): the caller's stores and the active people of those stores, each with the ids of the caller's stores they work in (keyset pages by id)",
      tag: "staff",
      auth: "bearer",
      success: { status: 200, schema: UsersAndFranchiseStores },
      errors: [400, 401, 403, 422],
    }),
    queryParams(Schema.Struct({ cursor: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(32))) })),
    async (c) =>
      c.json(
        await usersAndFranchiseStores(deps.db, {
          caller: c.var.session.user,
          cursor: c.req.valid("query").cursor,
        }),
      ),
  );

  app.post(
    "/disableUserAccess/:user_id",
    describeRoute({
      summary:
        "Deactivate someone: a franchisee or store manager takes a staff member or trainee out of the caller's stores they work in (they keep their other stores); head office (every-store grant) disables the whole account and ends its sessions",
      tag: "staff",
      auth: "bearer",
      success: { status: 200, schema: DeactivationResult },
      errors: [401, 403, 404],
    }),
    pathParams(Schema.Struct({ user_id: IdFromString })),
    async (c) => {
      const { permission, user } = c.var.session;
      const done = await deactivateStaff(deps.db, {
        caller: { id: user.id, right: deactivationRightOf(permission, user) },
        targetId: c.req.valid("param").user_id,
        now: deps.now(),
      });
      return c.json(
        done.scope === "account"
          ? {
              status: "success" as const,
              message: "b2b_staff_deactivated_done",
              scope: done.scope,
              store_ids: [],
            }
          : {
              status: "success" as const,
              message: "b2b_staff_removed_from_stores",
              scope: done.scope,
              store_ids: done.storeIds,
            },
      );
    },
  );

  return app;
}
