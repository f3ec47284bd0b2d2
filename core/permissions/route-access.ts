import { HEAD_OFFICE_COMPANY } from "../constants/portal-constants";
import { rolesForArea } from "./api-areas";
import { roleListIncludes } from "./role";
import type { FeatureSwitches, PortalRight } from "./route-entry";
import { matchRoute } from "./route-match";
import type { CompanyRef, PermissionSession } from "./session";
import { passesUserTypeCheck } from "./user-type-check";

export type RouteAccess =
  | { readonly _tag: "Allow" }
  | { readonly _tag: "Redirect"; readonly to: "/" | "/dashboard" | "/error" }
  | { readonly _tag: "Forbidden" };

const ALLOW: RouteAccess = { _tag: "Allow" };
const FORBIDDEN: RouteAccess = { _tag: "Forbidden" };
const TO_ROOT: RouteAccess = { _tag: "Redirect", to: "/" };
const TO_DASHBOARD: RouteAccess = { _tag: "Redirect", to: "/dashboard" };
const TO_ERROR: RouteAccess = { _tag: "Redirect", to: "/error" };

const hasSession = (session: PermissionSession | null | undefined): session is PermissionSession =>
  typeof session === "object" && session !== null;

/**
 * What the browser router does with a path (relative to the /portal/ base) for a session (`null`: no token).
 * - unknown path: Redirect /error (the /error screen then asks for a login like any other screen);
 * - public path: Allow, or Redirect /dashboard when signed in;
 * - /calendar, /invoices, /orders, /projects, /subscriptions: Redirect / for everyone (the commerce
 *   three unless the deployment's `commerce_screens` switch is on: then like an area route);
 * - any other path without a session: Redirect /;
 * - role not in the route's permission list: Forbidden (the server answers 403 for the same case);
 * - a route for the holders of an explicit right: Allow with the right, else Forbidden (signed in) or
 *   Redirect / (not signed in); the role plays no part;
 * - role allowed but the user record fails the user-type check: Redirect / (spec: "Otherwise the user is
 *   redirected to /"; / then forwards the signed-in user to /dashboard, which needs only a login).
 * Never throws.
 */
export const routeAccess = (
  path: unknown,
  session: PermissionSession | null | undefined,
  headOfficeCompany: CompanyRef | null = HEAD_OFFICE_COMPANY,
  features: FeatureSwitches = {},
): RouteAccess => {
  const route = matchRoute(path);
  if (route === undefined) return TO_ERROR;
  const { guard } = route;
  switch (guard.kind) {
    case "public":
      return hasSession(session) ? TO_DASHBOARD : ALLOW;
    case "home":
      return TO_ROOT;
    case "login":
      return hasSession(session) ? ALLOW : TO_ROOT;
    case "switched":
      if (features?.[guard.feature] !== true) return TO_ROOT;
      return areaAccessOf(guard.area, session, headOfficeCompany);
    case "area":
      return areaAccessOf(guard.area, session, headOfficeCompany);
    case "right":
      if (!hasSession(session)) return TO_ROOT;
      return holdsRight(session, guard.right) ? ALLOW : FORBIDDEN;
  }
};

/** Whether the session holds an explicit right: read as given, never inferred from anything else. */
export const holdsRight = (session: PermissionSession | null | undefined, right: PortalRight): boolean => {
  if (!hasSession(session)) return false;
  switch (right) {
    case "administer":
      return session.administers === true;
  }
};

function areaAccessOf(
  area: string,
  session: PermissionSession | null | undefined,
  headOfficeCompany: CompanyRef | null,
): RouteAccess {
  if (!hasSession(session)) return TO_ROOT;
  if (!roleListIncludes(rolesForArea(area), session.role)) return FORBIDDEN;
  return passesUserTypeCheck(session, headOfficeCompany) ? ALLOW : TO_ROOT;
}
