import type { ADMIN_USER_STATES } from "./admin-wire";

/**
 * What an administrator may do to a person's account in the console (issue 35), decided before
 * anything is written. The rights are explicit grants (the every-store view, the right to
 * administer): given only to an active account, withdrawn from any; nobody changes their own
 * account here, so nobody grants themselves anything and no administrator locks themselves out.
 */
export type AccountChange =
  | AccountStateChange
  /** A new role, stores, company or job position (core/admin/person-form.ts). */
  | { readonly kind: "assignment" }
  /** A new registration link for a person still invited. */
  | { readonly kind: "invitation" };

/** The changes that set only the account's state or its grants. */
export type AccountStateChange =
  | { readonly kind: "rights"; readonly allStores: boolean; readonly administers: boolean }
  | { readonly kind: "deactivate" }
  | { readonly kind: "reactivate" }
  | { readonly kind: "end-sessions" };

export type AccountStatus = (typeof ADMIN_USER_STATES)[number];

export interface ChangedAccount {
  readonly id: number;
  readonly status: AccountStatus;
  readonly allStores: boolean;
  readonly administers: boolean;
}

/** Why a change is refused: the message key the console shows. */
export type AccountChangeRefusal =
  | "b2b_admin_not_yourself"
  | "b2b_admin_account_not_active"
  | "b2b_admin_account_not_disabled"
  | "b2b_admin_account_awaiting_approval"
  | "b2b_admin_not_invited";

/** Undefined when the change may be made; otherwise why not. */
export function refusalOf(
  actorId: number,
  target: ChangedAccount,
  change: AccountChange,
): AccountChangeRefusal | undefined {
  if (actorId === target.id) return "b2b_admin_not_yourself";
  switch (change.kind) {
    case "rights": {
      const grants = (change.allStores && !target.allStores) || (change.administers && !target.administers);
      return grants && target.status !== "active" ? "b2b_admin_account_not_active" : undefined;
    }
    // An invitation not yet accepted is withdrawn the same way: its link stops working.
    case "deactivate":
      return target.status === "active" || target.status === "invited"
        ? undefined
        : "b2b_admin_account_not_active";
    case "reactivate":
      return target.status === "disabled" ? undefined : "b2b_admin_account_not_disabled";
    case "end-sessions":
      return undefined;
    // A self-registration is placed by its approval (or was refused): the console does not bypass it.
    case "assignment":
      return target.status === "pending" || target.status === "rejected"
        ? "b2b_admin_account_awaiting_approval"
        : undefined;
    case "invitation":
      return target.status === "invited" ? undefined : "b2b_admin_not_invited";
  }
}
