import { areaAccess } from "./area-access";
import type { PermissionSession } from "./session";
import { seesEveryStore, type StoreGrants } from "./store-scope";

/**
 * Who may decide on a self-registered account (docs/decisions.md, "Approval"):
 * - `every-request`: head office (the explicit every-store grant), for any request, trainees included;
 * - `own-stores`: a franchisee or store manager (the staff area of the permission table), for requests
 *   that chose one of their own stores;
 * - `none`: everybody else.
 */
export const APPROVAL_RIGHTS = ["every-request", "own-stores", "none"] as const;
export type ApprovalRight = (typeof APPROVAL_RIGHTS)[number];

export const approvalRightOf = (
  session: PermissionSession | null | undefined,
  grants: StoreGrants | null | undefined,
): ApprovalRight => {
  if (areaAccess(null, session)._tag !== "Allow") return "none";
  if (seesEveryStore(grants)) return "every-request";
  return areaAccess("users", session)._tag === "Allow" ? "own-stores" : "none";
};

/**
 * The stores an approval grants: every chosen store for head office, the chosen stores the approver
 * is a member of otherwise, in the order chosen. `null` when this approver may not decide on the
 * request at all (no right, or none of its stores is theirs, or a trainee's request without stores
 * before a store approver). The result is always a subset of the chosen stores: an approval never
 * gives a store the person did not ask for.
 */
export const storesGranted = (
  right: ApprovalRight,
  requestedStoreIds: readonly number[],
  approverStoreIds: readonly number[],
): readonly number[] | null => {
  const requested = [...new Set(requestedStoreIds)];
  if (right === "every-request") return requested;
  if (right === "none") return null;
  const own = requested.filter((id) => approverStoreIds.includes(id));
  return own.length === 0 ? null : own;
};
