import { createMiddleware } from "hono/factory";
import type { ApiArea } from "../../../core/permissions/api-areas";
import { areaAccess } from "../../../core/permissions/area-access";
import { HEAD_OFFICE_COMPANY } from "../../../core/constants/portal-constants";
import type { AppEnv, AuthSession } from "../app-deps";
import { errorResponse } from "../api-error";
import { ROUTE_AREA } from "../openapi/route-doc";

/**
 * Access control from core/permissions' area table and user-type check (the same table the browser's
 * router reads). Runs after `requireSession`; 403 `b2b_forbidden` when the role or user record does not fit.
 */
export function requireArea(area: ApiArea) {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    // Undefined when a route forgot requireSession before this: then it is a 401, never a crash.
    const session = c.get("session") as AuthSession | undefined;
    const { _tag: outcome } = areaAccess(area, session?.permission, HEAD_OFFICE_COMPANY);
    if (outcome === "Unauthenticated") return errorResponse(c, 401, "b2b_unauthorized");
    if (outcome === "Forbidden") return errorResponse(c, 403, "b2b_forbidden");
    await next();
  });
  // The OpenAPI document states the area, so clients and the role-matrix test read it from there.
  return Object.assign(middleware, { [ROUTE_AREA]: area });
}
