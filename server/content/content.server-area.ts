import { Hono } from "hono";
import type { AppEnv } from "../http/app-deps";
import { requireSession } from "../http/middleware/require-session";
import { guardPaths } from "../http/route-guards";
import type { ServerArea } from "../http/server-area";
import { contentRoutes } from "./routes/content-routes";
import { externalPortalRoutes } from "./routes/external-portal-routes";
import { referenceRoutes } from "./routes/reference-routes";

/** Signed-in content reads; the reference data (stores, jobs, translations) is public. */
const SESSION_PATHS = ["/menu", "/company/*", "/weg", "/wegPortalAuth"];

/**
 * Menu, company details, external portal, reference data (pages: server/information; posts:
 * server/posts; training: server/training).
 */
export const contentServerArea: ServerArea = {
  id: "content",
  routes: (deps) => {
    const router = new Hono<AppEnv>();
    guardPaths(router, SESSION_PATHS, requireSession(deps));
    for (const routes of [referenceRoutes, contentRoutes, externalPortalRoutes])
      router.route("/", routes(deps));
    return router;
  },
  // The external portal: the person's own access flag.
  recordRules: {
    "GET /weg": (a) => !a.externalPortalAccess,
    "GET /wegPortalAuth": (a) => !a.externalPortalAccess,
  },
};
