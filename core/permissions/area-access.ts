import { HEAD_OFFICE_COMPANY } from "../constants/portal-constants";
import { rolesForArea, type ApiArea } from "./api-areas";
import { roleListIncludes } from "./role";
import type { CompanyRef, PermissionSession } from "./session";
import { passesUserTypeCheck } from "./user-type-check";

/** What a server data route answers: go on, 401 (no or bad token), or 403 `b2b_forbidden`. */
export type AreaAccess =
  { readonly _tag: "Allow" } | { readonly _tag: "Unauthenticated" } | { readonly _tag: "Forbidden" };

/**
 * The server's side of the route table. `area` null means a route that needs only a login.
 * Unlike the browser, which sends a user who fails the user-type check back to /, the server answers
 * 403 for both a foreign role and a mismatching user record (the API contract's `b2b_forbidden`).
 * Never throws.
 */
export const areaAccess = (
  area: ApiArea | null,
  session: PermissionSession | null | undefined,
  headOfficeCompany: CompanyRef | null = HEAD_OFFICE_COMPANY,
): AreaAccess => {
  if (typeof session !== "object" || session === null) return { _tag: "Unauthenticated" };
  if (area === null) return { _tag: "Allow" };
  const allowed =
    roleListIncludes(rolesForArea(area), session.role) && passesUserTypeCheck(session, headOfficeCompany);
  return allowed ? { _tag: "Allow" } : { _tag: "Forbidden" };
};
