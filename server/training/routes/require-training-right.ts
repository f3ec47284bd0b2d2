import { HEAD_OFFICE_COMPANY } from "../../../core/constants/portal-constants";
import { passesUserTypeCheck } from "../../../core/permissions/user-type-check";
import type { Role } from "../../../core/permissions/role";
import { requireRight } from "../../http/middleware/require-right";

/**
 * A training right of core/training/training-rights.ts (after requireSession): the role must hold
 * it and the user record must pass spec 6's user-type check; anybody else is answered 403 before
 * any input is read (requireRight).
 */
export const requireTrainingRight = (holds: (role: Role) => boolean) =>
  requireRight(({ role, permission }) => holds(role) && passesUserTypeCheck(permission, HEAD_OFFICE_COMPANY));
