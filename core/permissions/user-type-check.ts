import { HEAD_OFFICE_COMPANY, USER_TYPE_FRANCHISE, USER_TYPE_STAFF } from "../constants/portal-constants";
import type { Role } from "./role";
import type { CompanyRef, PermissionSession } from "./session";

/** What a role demands of the user record beyond the role itself (spec section 6, "Additional user-type check"). */
export interface UserTypeRule {
  /** Allowed values of `user.type`; absent means any type. */
  readonly types?: readonly number[];
  /** The user's company must be the group's head-office company. */
  readonly headOffice?: boolean;
  /** The session must come from the corporate identity provider. */
  readonly azure?: boolean;
}

export const USER_TYPE_RULES: Readonly<Record<Role, UserTypeRule>> = {
  azureUser: { azure: true },
  "greg-user": { types: [USER_TYPE_STAFF], headOffice: true },
  user: { types: [USER_TYPE_STAFF] },
  trainee: { types: [USER_TYPE_STAFF] },
  franchisee: { types: [USER_TYPE_STAFF, USER_TYPE_FRANCHISE] },
  store_manager: { types: [USER_TYPE_STAFF, USER_TYPE_FRANCHISE] },
};

// Compared exactly, except that JSON may carry a company id as a number or as its decimal text.
const sameCompany = (a: CompanyRef | null | undefined, b: CompanyRef | null | undefined): boolean =>
  (typeof a === "number" || typeof a === "string") &&
  (typeof b === "number" || typeof b === "string") &&
  String(a) !== "" &&
  String(a) === String(b);

/**
 * Whether the session's user record fits its role. A missing session or an unknown role fails.
 * The head-office company defaults to the constant; a server with another seed passes its own. Never throws.
 */
export const passesUserTypeCheck = (
  session: PermissionSession | null | undefined,
  headOfficeCompany: CompanyRef | null = HEAD_OFFICE_COMPANY,
): boolean => {
  if (typeof session !== "object" || session === null) return false;
  const rule: UserTypeRule | undefined = Object.hasOwn(USER_TYPE_RULES, session.role)
    ? USER_TYPE_RULES[session.role]
    : undefined;
  if (rule === undefined) return false;
  const user: Partial<PermissionSession["user"]> = session.user ?? {};
  if (rule.types !== undefined && !rule.types.some((type) => type === user.type)) return false;
  if (rule.headOffice === true && !sameCompany(user.company, headOfficeCompany)) return false;
  if (rule.azure === true && session.azure !== true) return false;
  return true;
};
