import { Hono } from "hono";
import * as Schema from "effect/Schema";
import { AdminStore, AdminStoreListParams, AdminStorePage } from "../../../core/admin/admin-wire";
import { storeFieldsOf, validateStoreForm } from "../../../core/admin/store-form";
import { IdFromString } from "../../../core/schemas/ids";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { clientIp } from "../../http/client-ip";
import { describeRoute } from "../../http/openapi/route-doc";
import { pathParams } from "../../http/validate";
import {
  createAdminStore,
  listAdminStores,
  readAdminStore,
  setAdminStoreClosed,
  updateAdminStore,
} from "../services/admin-stores";
import { actorOf, adminRecordRoutes } from "./admin-record-routes";

/**
 * The console's stores (issue 35): every store, open or closed, with search; create (header
 * Idempotency-Key), edit, close and reopen. Never deleted: a store's history stays. The right to
 * administer is checked by the area's guard before any of these runs.
 */
export function adminStoreRoutes(deps: AppDeps) {
  const app = adminRecordRoutes(deps, {
    path: "/admin/stores",
    idParam: "store_id",
    singular: "store",
    item: AdminStore,
    page: AdminStorePage,
    listParams: AdminStoreListParams,
    filtersOf: (params) => ({ q: params.q ?? "", state: params.state ?? "all" }),
    validate: validateStoreForm,
    fieldsOf: storeFieldsOf,
    list: listAdminStores,
    read: readAdminStore,
    create: createAdminStore,
    update: updateAdminStore,
  });

  const StorePath = Schema.Struct({ store_id: IdFromString });
  const closing = new Hono<AppEnv>();
  for (const [path, closed] of [
    ["/admin/stores/:store_id/close", true],
    ["/admin/stores/:store_id/reopen", false],
  ] as const)
    closing.post(
      path,
      describeRoute({
        summary: closed
          ? "Close a store: it leaves the store pickers and the registration form; its history stays"
          : "Reopen a closed store",
        tag: "admin",
        auth: "bearer",
        success: { status: 200, schema: AdminStore },
        errors: [401, 403, 404, 409],
      }),
      pathParams(StorePath),
      async (c) =>
        c.json(
          await setAdminStoreClosed(deps.db, {
            actor: actorOf(c, clientIp(c, deps.config.trustProxy)),
            id: c.req.valid("param").store_id,
            closed,
            now: deps.now(),
          }),
        ),
    );
  app.route("/", closing);
  return app;
}
