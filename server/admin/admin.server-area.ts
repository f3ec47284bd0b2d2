import { Hono } from "hono";
import { mayAdminister } from "../../core/admin/administer-right";
import type { AppEnv } from "../http/app-deps";
import { requireRight } from "../http/middleware/require-right";
import { requireSession } from "../http/middleware/require-session";
import { guardPaths } from "../http/route-guards";
import type { ServerArea } from "../http/server-area";
import type { DemoAccount } from "../seed/demo-data";
import { seedAdminDemo } from "./seed/admin-demo";
import { adminCompanyRoutes } from "./routes/admin-company-routes";
import { adminStoreRoutes } from "./routes/admin-store-routes";
import { adminUserRoutes } from "./routes/admin-user-routes";

/** The console's calls, as the OpenAPI document names them (the role matrix's rows). */
const ADMIN_ROUTES = [
  "GET /admin/stores",
  "GET /admin/stores/{store_id}",
  "POST /admin/stores",
  "PUT /admin/stores/{store_id}",
  "POST /admin/stores/{store_id}/close",
  "POST /admin/stores/{store_id}/reopen",
  "GET /admin/companies",
  "GET /admin/companies/{company_id}",
  "POST /admin/companies",
  "PUT /admin/companies/{company_id}",
  "GET /admin/users",
  "GET /admin/users/{user_id}",
  "POST /admin/users",
  "PUT /admin/users/{user_id}/assignment",
  "PUT /admin/users/{user_id}/rights",
  "POST /admin/users/{user_id}/invitation",
  "POST /admin/users/{user_id}/deactivate",
  "POST /admin/users/{user_id}/reactivate",
  "POST /admin/users/{user_id}/end-sessions",
];
/** The account changes that take no body: refused on one's own account before anything is read. */
const SELF_REFUSED_ROUTES = [
  "POST /admin/users/{user_id}/invitation",
  "POST /admin/users/{user_id}/deactivate",
  "POST /admin/users/{user_id}/reactivate",
  "POST /admin/users/{user_id}/end-sessions",
];
const notAnAdministrator = (account: DemoAccount): boolean => account.administers !== true;

/**
 * The head-office console (issue 35): every call under admin/ needs a session and the explicit
 * right to administer (core/admin/administer-right.ts), checked here before any input is read; the
 * every-store view alone is not enough.
 */
export const adminServerArea: ServerArea = {
  id: "admin",
  routes: (deps) => {
    const router = new Hono<AppEnv>();
    guardPaths(
      router,
      ["/admin/*"],
      requireSession(deps),
      requireRight((session) => mayAdminister(session.user)),
    );
    router.route("/", adminStoreRoutes(deps));
    router.route("/", adminCompanyRoutes(deps));
    router.route("/", adminUserRoutes(deps));
    return router;
  },
  demoSeed: (db, _fileStore, now) => seedAdminDemo(db, now),
  // Only the accounts granted the right (the demo's head office); no role gives it.
  recordRules: {
    ...Object.fromEntries(ADMIN_ROUTES.map((route) => [route, notAnAdministrator])),
    // The matrix names user 1 in the path: the demo's administrator is refused their own account.
    ...Object.fromEntries(
      SELF_REFUSED_ROUTES.map((route) => [route, (a: DemoAccount) => notAnAdministrator(a) || a.id === 1]),
    ),
  },
};
