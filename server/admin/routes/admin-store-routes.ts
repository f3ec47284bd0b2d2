import { Hono } from "hono";
import { AdminStore, AdminStoreListParams, AdminStorePage } from "../../../core/admin/admin-wire";
import { storeFieldsOf, validateStoreForm } from "../../../core/admin/store-form";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import {
  createAdminStore,
  listAdminStores,
  readAdminStore,
  setAdminStoreClosed,
  updateAdminStore,
} from "../services/admin-stores";
import { adminActionRoutes, adminFormRoutes, adminListRoutes } from "./admin-record-routes";

const STORES = { path: "/admin/stores", idParam: "store_id", singular: "store", item: AdminStore } as const;

/**
 * The console's stores (issue 35): every store, open or closed, with search; create (header
 * Idempotency-Key), edit, close and reopen. Never deleted: a store's history stays. The right to
 * administer is checked by the area's guard before any of these runs.
 */
export function adminStoreRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.route(
    "/",
    adminListRoutes(deps, {
      ...STORES,
      page: AdminStorePage,
      listParams: AdminStoreListParams,
      filtersOf: (params) => ({ q: params.q ?? "", state: params.state ?? "all" }),
      list: listAdminStores,
      read: readAdminStore,
    }),
  );
  app.route(
    "/",
    adminFormRoutes(deps, {
      ...STORES,
      validate: validateStoreForm,
      fieldsOf: storeFieldsOf,
      create: createAdminStore,
      update: updateAdminStore,
    }),
  );
  app.route(
    "/",
    adminActionRoutes(deps, {
      ...STORES,
      actions: [
        {
          action: "close",
          summary: "Close a store: it leaves the store pickers and the registration form; its history stays",
          act: (db, request) => setAdminStoreClosed(db, { ...request, closed: true }),
        },
        {
          action: "reopen",
          summary: "Reopen a closed store",
          act: (db, request) => setAdminStoreClosed(db, { ...request, closed: false }),
        },
      ],
    }),
  );
  return app;
}
