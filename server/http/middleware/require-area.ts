import type { ApiArea } from "../../../core/permissions/api-areas";
import { areaAccess } from "../../../core/permissions/area-access";
import { HEAD_OFFICE_COMPANY } from "../../../core/constants/portal-constants";
import { ROUTE_AREA } from "../openapi/route-doc";
import { requireRight } from "./require-right";

/**
 * Access control from core/permissions' area table and user-type check (the same table the browser's
 * router reads): requireRight with that rule. Runs after `requireSession`; 401 `b2b_unauthorized`
 * without a session, 403 `b2b_forbidden` when the role or user record does not fit.
 */
export function requireArea(area: ApiArea) {
  const middleware = requireRight(
    (session) => areaAccess(area, session.permission, HEAD_OFFICE_COMPANY)._tag === "Allow",
  );
  // The OpenAPI document states the area, so clients and the role-matrix test read it from there.
  return Object.assign(middleware, { [ROUTE_AREA]: area });
}
