import { USER_TYPE_FRANCHISE, USER_TYPE_STAFF } from "../constants/portal-constants";
import type { Role } from "./role";
import type { PermissionSession } from "./session";

/** Data loads that depend on who is signed in (spec section 6, "Other rules"). */
export type DataLoad =
  | "employees"
  | "franchise-stores"
  | "licenses"
  | "maintenance"
  | "evaluation-files"
  | "evaluation-score"
  | "evaluation-data";

interface DataLoadRule {
  readonly load: DataLoad;
  /** Roles that load it; absent means any role. */
  readonly roles?: readonly Role[];
  /** User types that load it; absent means any type. */
  readonly userTypes?: readonly number[];
}

/**
 * "Franchisee only loads the employee list and the franchise stores" is read as: those two loads
 * happen for franchisees only (not: franchisees load nothing else).
 */
export const DATA_LOAD_RULES: readonly DataLoadRule[] = [
  { load: "employees", roles: ["franchisee"] },
  { load: "franchise-stores", roles: ["franchisee"] },
  { load: "licenses", roles: ["franchisee", "store_manager"] },
  { load: "maintenance", roles: ["franchisee", "store_manager"] },
  { load: "evaluation-files", roles: ["franchisee", "store_manager"] },
  { load: "evaluation-score", userTypes: [USER_TYPE_STAFF, USER_TYPE_FRANCHISE] },
  { load: "evaluation-data", userTypes: [USER_TYPE_STAFF, USER_TYPE_FRANCHISE] },
];

const applies = (rule: DataLoadRule, session: PermissionSession): boolean =>
  (rule.roles === undefined || rule.roles.includes(session.role)) &&
  (rule.userTypes === undefined || rule.userTypes.includes(session.user?.type));

/** The role-dependent loads for a session; none without a session. Never throws. */
export const dataLoadsFor = (session: PermissionSession | null | undefined): ReadonlySet<DataLoad> =>
  typeof session === "object" && session !== null
    ? new Set(DATA_LOAD_RULES.filter((rule) => applies(rule, session)).map((rule) => rule.load))
    : new Set();
