import { areaAccess } from "../permissions/area-access";
import type { Role } from "../permissions/role";
import type { PermissionSession } from "../permissions/session";
import { seesEveryStore, type StoreGrants } from "../permissions/store-scope";

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

/**
 * Issue #29 item 10: "A manager's deactivation removes the person from that manager's stores only
 * (they keep their other stores); whole-account deactivation stays with head office (the every-store
 * grant)." So a caller holds one of:
 * - `whole-account`: head office (the explicit every-store grant, never inferred from a company or a
 *   role): the account is disabled and every session ends;
 * - `own-stores`: a franchisee or store manager (the staff area of the permission table): the person
 *   leaves the caller's stores they work in, and keeps every other store;
 * - `none`: everybody else (403 before any input is read).
 */
export const DEACTIVATION_RIGHTS = ["whole-account", "own-stores", "none"] as const;
export type DeactivationRight = (typeof DEACTIVATION_RIGHTS)[number];

export const deactivationRightOf = (
  session: PermissionSession | null | undefined,
  grants: StoreGrants | null | undefined,
): DeactivationRight => {
  if (areaAccess(null, session)._tag !== "Allow") return "none";
  if (seesEveryStore(grants)) return "whole-account";
  return areaAccess("users", session)._tag === "Allow" ? "own-stores" : "none";
};

/**
 * Whose whole account head office may close: anyone of the stores, managers and franchisees
 * included (head office administers them; a store manager never may), never head office itself.
 */
export const ACCOUNT_DEACTIVATABLE_ROLES: readonly Role[] = [
  "user",
  "trainee",
  "store_manager",
  "franchisee",
];

/** Accounts that were let in (active or since deactivated); pending or rejected ones are the approval queue's. */
export const DEACTIVATABLE_STATUSES: readonly string[] = ["active", "disabled"];

export interface DeactivationCaller {
  readonly id: number;
  readonly right: DeactivationRight;
  /** The stores the caller is a member of (unused for `whole-account`). */
  readonly storeIds: readonly number[];
}

export interface DeactivationTarget {
  readonly id: number;
  readonly role: string;
  readonly status: string;
  /** The target's own every-store grant: such an account is head office, which nobody deactivates. */
  readonly allStores: boolean;
  readonly storeIds: readonly number[];
}

/** What a POST disableUserAccess/{user_id} comes to. */
export type DeactivationPlan =
  /** Leave exactly these stores (the caller's that the person works in); `leavesNoStore` when none remains. */
  | {
      readonly _tag: "RemoveFromStores";
      readonly storeIds: readonly number[];
      readonly leavesNoStore: boolean;
    }
  /** The account is disabled and every session of it ends. */
  | { readonly _tag: "DisableAccount" }
  /** Unknown to the caller (no such account, not let in, or none of the caller's stores): 404. */
  | { readonly _tag: "NotFound" }
  /** Seen by the caller but not theirs to deactivate: 403. */
  | { readonly _tag: "Forbidden" };

/**
 * The one rule of deactivation. A store caller who shares no store with the person gets the same
 * answer as for an unknown id, so nothing leaks about other companies' people. Never throws.
 */
export const planDeactivation = (
  caller: DeactivationCaller,
  target: DeactivationTarget | undefined,
): DeactivationPlan => {
  if (caller.right === "none") return { _tag: "Forbidden" };
  if (target === undefined || !DEACTIVATABLE_STATUSES.includes(target.status)) return { _tag: "NotFound" };
  if (caller.right === "whole-account") {
    const allowed =
      caller.id !== target.id &&
      !target.allStores &&
      ACCOUNT_DEACTIVATABLE_ROLES.some((role) => role === target.role);
    return allowed ? { _tag: "DisableAccount" } : { _tag: "Forbidden" };
  }
  const shared = [...new Set(target.storeIds)].filter((id) => caller.storeIds.includes(id));
  if (shared.length === 0) return { _tag: "NotFound" };
  const allowed =
    !target.allStores &&
    mayDeactivate({ callerId: caller.id, targetId: target.id, targetRole: target.role, sharesStore: true });
  if (!allowed) return { _tag: "Forbidden" };
  return {
    _tag: "RemoveFromStores",
    storeIds: shared,
    leavesNoStore: target.storeIds.every((id) => shared.includes(id)),
  };
};

/** Spec 6: "Franchisee only loads the employee list" (the base load's `staff`). */
export const EMPLOYEE_LIST_ROLES: readonly Role[] = ["franchisee"];
export const loadsEmployeeList = (role: Role): boolean => EMPLOYEE_LIST_ROLES.includes(role);
