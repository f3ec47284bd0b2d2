import { Hono } from "hono";
import type { AppEnv } from "../http/app-deps";
import { requireSession } from "../http/middleware/require-session";
import { guardPaths } from "../http/route-guards";
import type { ServerArea } from "../http/server-area";
import { requireApprovalRight } from "./middleware/require-approval-right";
import { accountApprovalRoutes } from "./routes/account-approval-routes";

/**
 * Staff: approval of self-registered accounts. Who may approve is a rule on the caller's record
 * (core/permissions/account-approval.ts) rather than a role's area, so the guard after the session
 * is that rule.
 */
export const staffServerArea: ServerArea = {
  id: "staff",
  routes: (deps) => {
    const router = new Hono<AppEnv>();
    guardPaths(router, ["/staff/*"], requireSession(deps), requireApprovalRight());
    router.route("/", accountApprovalRoutes(deps));
    return router;
  },
};
