import type { Role } from "../permissions/role";

/**
 * Who a franchisee or store manager may deactivate (spec 6 leaves "who may call disableUserAccess"
 * open; docs/decisions.md, "Deactivating staff"): a store's staff and trainees who work in one of
 * the caller's stores, never the caller themself, another manager, a franchisee or head office.
 */
export const DEACTIVATABLE_ROLES: readonly Role[] = ["user", "trainee"];

export interface DeactivationCase {
  readonly callerId: number;
  readonly targetId: number;
  readonly targetRole: string;
  /** Whether the target works in at least one of the caller's stores. */
  readonly sharesStore: boolean;
}

export const mayDeactivate = (c: DeactivationCase): boolean =>
  c.callerId !== c.targetId && c.sharesStore && DEACTIVATABLE_ROLES.some((role) => role === c.targetRole);

/** Spec 6: "Franchisee only loads the employee list" (the base load's `staff`). */
export const EMPLOYEE_LIST_ROLES: readonly Role[] = ["franchisee"];
export const loadsEmployeeList = (role: Role): boolean => EMPLOYEE_LIST_ROLES.includes(role);
