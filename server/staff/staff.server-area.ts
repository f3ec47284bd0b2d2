import { Hono } from "hono";
import type { AppEnv } from "../http/app-deps";
import { requireSession } from "../http/middleware/require-session";
import { guardPaths } from "../http/route-guards";
import type { ServerArea } from "../http/server-area";
import {
  requireApprovalRight,
  requireDeactivationRight,
  requireEmployeeListRight,
} from "./routes/staff-rights";
import { accountApprovalRoutes } from "./routes/account-approval-routes";
import { staffDirectoryRoutes } from "./routes/staff-directory-routes";
import { staffOfStore } from "./services/directory/staff-directory";
import { requireArea } from "../http/middleware/require-area";
import { deactivationRightOf, loadsEmployeeList } from "../../core/staff/staff-rules";
import { peopleSearchSource } from "./services/search/people-search-source";
import { approvalRightOf } from "../../core/permissions/account-approval";
import { permissionSessionOf } from "../http/record-rules";
import { seedStaffDemo } from "./seed/staff-demo";

/**
 * Staff: the store's staff list (the users area), deactivation, and the approval of
 * self-registered accounts. Who may approve or deactivate is a rule on the caller's record
 * (core/permissions/account-approval.ts, core/staff/staff-rules.ts) rather than a role's area, so
 * the guard after the session is that rule.
 */
export const staffServerArea: ServerArea = {
  id: "staff",
  routes: (deps) => {
    const router = new Hono<AppEnv>();
    guardPaths(router, ["/staff/*"], requireSession(deps), requireApprovalRight());
    guardPaths(router, ["/location-staff/*"], requireSession(deps), requireArea("users"));
    // Spec 6: the franchisee alone loads the employee list and the franchise stores.
    guardPaths(router, ["/users/franchise-stores"], requireSession(deps), requireEmployeeListRight());
    // Deactivating: the staff area's roles for their stores, or head office's grant for the account.
    guardPaths(router, ["/disableUserAccess/:user_id"], requireSession(deps), requireDeactivationRight());
    router.route("/", accountApprovalRoutes(deps));
    router.route("/", staffDirectoryRoutes(deps));
    return router;
  },
  searchSources: [peopleSearchSource],
  // Spec 6: the franchisee alone loads the employee list (the selected store's staff).
  baseLoad: async (deps, { session, storeId, language }) =>
    storeId === undefined || !loadsEmployeeList(session.role)
      ? {}
      : {
          staff: (
            await staffOfStore(deps.db, { storeId, callerId: session.user.id, cursor: undefined, language })
          ).items,
        },
  demoSeed: (db) => seedStaffDemo(db),
  recordRules: {
    // Approval of self-registered accounts: the staff area's roles, or head office's every-store grant.
    "GET /staff/pending": (a) => approvalRightOf(permissionSessionOf(a), a) === "none",
    "POST /staff/pending/{user_id}/approve": (a) => approvalRightOf(permissionSessionOf(a), a) === "none",
    "POST /staff/pending/{user_id}/reject": (a) => approvalRightOf(permissionSessionOf(a), a) === "none",
    // Deactivating (core/staff/staff-rules.ts): the staff area's roles or head office's grant. The
    // matrix names user 1, head office, whom head office may not deactivate (403) and whom no store
    // caller can see (404).
    "POST /disableUserAccess/{user_id}": (a) =>
      deactivationRightOf(permissionSessionOf(a), a) !== "own-stores",
    // Spec 6: the franchisee alone loads the employee list and the franchise stores.
    "GET /users/franchise-stores": (a) => {
      const session = permissionSessionOf(a);
      return session === null || !loadsEmployeeList(session.role);
    },
  },
};
