import { HEAD_OFFICE_COMPANY } from "../../core/constants/portal-constants";
import { passesUserTypeCheck } from "../../core/permissions/user-type-check";
import { normaliseRole, type Role } from "../../core/permissions/role";
import type { PermissionSession } from "../../core/permissions/session";
import type { DemoAccount } from "../seed/demo-data";
import { HEAD_OFFICE_COMPANY_ID } from "../seed/reference-seed";

/**
 * An area's routes whose 403 depends on the user record rather than (or beyond) the role, keyed
 * "METHOD /path" as the OpenAPI document names them: true when the account is refused. Each rule is
 * the one the route applies, read from core or the account's record. The role × route matrix
 * (tests/server/role-matrix.test.ts) tries every demo account on every route and takes these from
 * the server areas; a route outside any area's permission row that documents 403 must have one, so
 * a new rule cannot slip past it.
 */
export type RecordRules = Readonly<Record<string, (account: DemoAccount) => boolean>>;

/** The permission session of a demo account, as the server builds it from the account's record. */
export function permissionSessionOf(account: DemoAccount): PermissionSession | null {
  const role = normaliseRole(account.role);
  if (role === undefined) return null;
  const company =
    account.companyId === HEAD_OFFICE_COMPANY_ID ? HEAD_OFFICE_COMPANY : String(account.companyId);
  return {
    role,
    user: { id: account.id, type: account.type, company },
    azure: account.azureSubject !== null,
  };
}

/** A right of a role list plus spec 6's user-type check (the training and evaluation rights). */
export const lacksRightWithTypeCheck =
  (holds: (role: Role) => boolean) =>
  (account: DemoAccount): boolean => {
    const session = permissionSessionOf(account);
    return session === null || !holds(session.role) || !passesUserTypeCheck(session, HEAD_OFFICE_COMPANY);
  };
