import { Hono } from "hono";
import type { AppEnv } from "../http/app-deps";
import { requireArea } from "../http/middleware/require-area";
import { requireSession } from "../http/middleware/require-session";
import { guardPaths } from "../http/route-guards";
import type { ServerArea } from "../http/server-area";
import { faqSearchSource } from "./services/search/faq-search-source";
import { materialSearchSource } from "./services/search/material-search-source";
import { pageSearchSource } from "./services/search/page-search-source";
import { faqRoutes } from "./routes/faq-routes";
import { materialRoutes } from "./routes/material-routes";
import { pagesRoutes } from "./routes/pages-routes";
import { referenceFileRoutes } from "./routes/reference-file-routes";
import { seedInformationDemo } from "./seed/information-demo";

/** Signed-in reads and writes; public_pages and the signed file URLs need no session. */
const SESSION_PATHS = [
  "/pages",
  "/pages/:identifier",
  "/faq/*",
  "/information_material",
  "/contractors_file",
  "/immediate_coverage_products",
  "/location_exceptions/:location_id",
  "/sharepoint",
];

/** FAQ, information material, custom pages and the small screens' files; its FAQ, material and pages are searched (searchSources). */
export const informationServerArea: ServerArea = {
  id: "information",
  routes: (deps) => {
    const router = new Hono<AppEnv>();
    guardPaths(router, SESSION_PATHS, requireSession(deps));
    // "/faq/*" covers "/faq" too.
    guardPaths(router, ["/faq/*"], requireArea("faq"));
    guardPaths(router, ["/information_material"], requireArea("information_material"));
    guardPaths(router, ["/sharepoint"], requireArea("targit-reports"));
    for (const routes of [pagesRoutes, faqRoutes, materialRoutes, referenceFileRoutes])
      router.route("/", routes(deps));
    return router;
  },
  searchSources: [faqSearchSource, materialSearchSource, pageSearchSource],
  demoSeed: (db, fileStore, now) => seedInformationDemo(db, fileStore, now),
  // 403 for a body a non-editor sends (the matrix sends "{}", refused as 422 first), and for a store
  // outside the user's stores (a trainee has none, so the matrix's path names store 1).
  recordRules: {
    "PUT /pages/{identifier}": () => false,
    "GET /location_exceptions/{location_id}": (a) => !a.allStores && a.storeIds.length === 0,
  },
};
