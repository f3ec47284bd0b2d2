import { areaAccess } from "../permissions/area-access";
import type { Role } from "../permissions/role";
import type { CompanyRef, PermissionSession } from "../permissions/session";

/**
 * Who may publish posts (create, edit, read reach, remind): head office, the `greg-user` role with
 * its user-type check (type 2 and the group's head-office company), and nobody else. An explicit
 * right of the role, read by the server's guard and by the screens that offer the buttons; never
 * inferred from a store grant or from who wrote a post (docs/decisions.md, "Publishing posts").
 */
export const POST_PUBLISHING_ROLES: readonly Role[] = ["greg-user"];

export function mayPublishPosts(
  session: PermissionSession | null | undefined,
  headOfficeCompany: CompanyRef | null,
): boolean {
  if (session === null || session === undefined) return false;
  if (areaAccess("posts", session, headOfficeCompany)._tag !== "Allow") return false;
  return POST_PUBLISHING_ROLES.includes(session.role);
}
