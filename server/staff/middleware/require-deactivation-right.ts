import { createMiddleware } from "hono/factory";
import { deactivationRightOf } from "../../../core/staff/staff-rules";
import { errorResponse } from "../../http/api-error";
import type { AppEnv } from "../../http/app-deps";

/**
 * The guard of POST disableUserAccess/{user_id} (after requireSession): head office's every-store
 * grant (the whole account) or the staff area's roles (their own stores), per
 * core/staff/staff-rules.ts; anybody else is answered 403 before any input is read. Not the staff
 * area's requireArea, since head office is not in that row of the permission table.
 */
export function requireDeactivationRight() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { permission, user } = c.var.session;
    if (deactivationRightOf(permission, user) === "none") return errorResponse(c, 403, "b2b_forbidden");
    await next();
  });
}
