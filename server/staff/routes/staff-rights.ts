import { approvalRightOf } from "../../../core/permissions/account-approval";
import { deactivationRightOf, loadsEmployeeList } from "../../../core/staff/staff-rules";
import { requireRight } from "../../http/middleware/require-right";

/**
 * The staff area's guard (after requireSession): only a caller with an approval right
 * (core/permissions/account-approval.ts: their stores' requests, or every request with the
 * every-store grant) may use its routes; anybody else is answered 403 before any input is read.
 */
export const requireApprovalRight = () =>
  requireRight(({ permission, user }) => approvalRightOf(permission, user) !== "none");

/**
 * The guard of POST disableUserAccess/{user_id} (after requireSession): head office's every-store
 * grant (the whole account) or the staff area's roles (their own stores), per
 * core/staff/staff-rules.ts; anybody else is answered 403 before any input is read. Not the staff
 * area's requireArea, since head office is not in that row of the permission table.
 */
export const requireDeactivationRight = () =>
  requireRight(({ permission, user }) => deactivationRightOf(permission, user) !== "none");

/**
 * The guard of GET users/franchise-stores (after requireSession): spec 6, "Franchisee only loads the
 * employee list and the franchise stores" (core/staff/staff-rules.ts); anybody else is answered 403
 * before any input is read.
 */
export const requireEmployeeListRight = () => requireRight(({ role }) => loadsEmployeeList(role));
