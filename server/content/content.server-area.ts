import { Hono } from "hono";
import type { AppEnv } from "../http/app-deps";
import { requireArea } from "../http/middleware/require-area";
import { requireSession } from "../http/middleware/require-session";
import { guardPaths } from "../http/route-guards";
import type { ServerArea } from "../http/server-area";
import { contentRoutes } from "./routes/content-routes";
import { dashboardContentRoutes } from "./routes/dashboard-content-routes";
import { externalPortalRoutes } from "./routes/external-portal-routes";
import { referenceRoutes } from "./routes/reference-routes";

/** Signed-in content reads; the reference data (stores, jobs, translations) is public. */
const SESSION_PATHS = [
  "/menu",
  "/company/*",
  "/posts",
  "/posts/:id",
  "/training_material",
  "/training",
  "/weg",
  "/wegPortalAuth",
];

/** Menu, company details, posts, training material, external portal, reference data. */
export const contentServerArea: ServerArea = {
  id: "content",
  routes: (deps) => {
    const router = new Hono<AppEnv>();
    guardPaths(router, SESSION_PATHS, requireSession(deps));
    guardPaths(router, ["/posts"], requireArea("posts"));
    guardPaths(router, ["/posts/:id"], requireArea("post-detail"));
    for (const routes of [referenceRoutes, contentRoutes, dashboardContentRoutes, externalPortalRoutes])
      router.route("/", routes(deps));
    return router;
  },
};
