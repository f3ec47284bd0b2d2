import { Hono } from "hono";
import { areaAccess } from "../../core/permissions/area-access";
import type { ApiArea } from "../../core/permissions/api-areas";
import type { AppEnv, AuthSession } from "../http/app-deps";
import { requireArea } from "../http/middleware/require-area";
import { requireSession } from "../http/middleware/require-session";
import { guardPaths } from "../http/route-guards";
import type { ServerArea } from "../http/server-area";
import { complianceRoutes, reminderDevRoutes } from "./routes/compliance-routes";
import { licenseRoutes } from "./routes/license-routes";
import { maintenanceRoutes } from "./routes/maintenance-routes";
import { storeRecordsRoutes } from "./routes/store-records-routes";
import { listLicenses } from "./services/licenses";
import { listMaintenance } from "./services/maintenance";
import { storeMenu } from "./services/store-menu";
import { equipmentSearchSource } from "./services/search/equipment-search-source";
import { licenseSearchSource } from "./services/search/license-search-source";
import { seedStoreOperationsDemo } from "./seed/store-operations-demo";

const may = (area: ApiArea, session: AuthSession) => areaAccess(area, session.permission)._tag === "Allow";

/**
 * Licences, equipment maintenance, messages and the store menu of a store (franchisee and store
 * manager, spec 6), head office's compliance table, the calendar feed and the records' files (both
 * through signed URLs), and in demo mode the reminder sweep on demand. The reminders themselves are
 * sent by the background sweep (server/boot.ts).
 */
export const storeOperationsServerArea: ServerArea = {
  id: "store-operations",
  routes: (deps) => {
    const router = new Hono<AppEnv>();
    guardPaths(router, ["/licenses/*", "/license/*"], requireSession(deps), requireArea("licenses"));
    guardPaths(router, ["/maintenance/*"], requireSession(deps), requireArea("maintenance"));
    guardPaths(router, ["/messages/*"], requireSession(deps), requireArea("messages"));
    guardPaths(
      router,
      ["/store-menu/*", "/consignmentNoteProducts/*", "/stock-counts/*"],
      requireSession(deps),
      // The store menu is counted on the equipment screen (docs/decisions.md, "Store menu").
      requireArea("equipment-maintenance"),
    );
    guardPaths(router, ["/store-calendar-link/*"], requireSession(deps), requireArea("licenses"));
    // Anyone signed in may renew their own feed links (settings); it only stops links they hold.
    guardPaths(router, ["/calendar-feed/*"], requireSession(deps));
    // Head office's table: the every-store grant is checked by the route itself.
    guardPaths(router, ["/compliance/*"], requireSession(deps));
    for (const routes of [licenseRoutes, maintenanceRoutes, storeRecordsRoutes, complianceRoutes])
      router.route("/", routes(deps));
    if (deps.config.mode === "demo") router.route("/", reminderDevRoutes(deps));
    return router;
  },
  searchSources: [licenseSearchSource, equipmentSearchSource],
  baseLoad: async (deps, { session, storeId }) => {
    if (storeId === undefined) return {};
    const context = { secret: deps.signingSecret, now: deps.now() };
    return {
      ...(may("licenses", session)
        ? { license: (await listLicenses(deps.db, storeId, undefined, context)).items }
        : {}),
      ...(may("maintenance", session)
        ? { maintenance: (await listMaintenance(deps.db, storeId, undefined, context)).items }
        : {}),
      ...(may("equipment-maintenance", session) ? { storeMenu: await storeMenu(deps.db, storeId) } : {}),
    };
  },
  demoSeed: (db, fileStore, now) => seedStoreOperationsDemo(db, fileStore, now),
  // Head office's table of every store's licences and maintenance: the every-store grant.
  recordRules: { "GET /compliance/overview": (a) => !a.allStores },
};
