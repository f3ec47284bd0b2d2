import { createMiddleware } from "hono/factory";
import { loadsEmployeeList } from "../../../core/staff/staff-rules";
import { errorResponse } from "../../http/api-error";
import type { AppEnv } from "../../http/app-deps";

/**
 * The guard of GET users/franchise-stores (after requireSession): spec 6, "Franchisee only loads the
 * employee list and the franchise stores" (core/staff/staff-rules.ts); anybody else is answered 403
 * before any input is read.
 */
export function requireEmployeeListRight() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!loadsEmployeeList(c.var.session.role)) return errorResponse(c, 403, "b2b_forbidden");
    await next();
  });
}
