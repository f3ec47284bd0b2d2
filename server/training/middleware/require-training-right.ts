import { createMiddleware } from "hono/factory";
import { HEAD_OFFICE_COMPANY } from "../../../core/constants/portal-constants";
import { passesUserTypeCheck } from "../../../core/permissions/user-type-check";
import type { Role } from "../../../core/permissions/role";
import { errorResponse } from "../../http/api-error";
import type { AppEnv } from "../../http/app-deps";

/**
 * A training right of core/training/training-rights.ts (after requireSession): the role must hold
 * it and the user record must pass spec 6's user-type check; anybody else is answered 403 before
 * any input is read.
 */
export function requireTrainingRight(holds: (role: Role) => boolean) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { permission, role } = c.var.session;
    if (!holds(role) || !passesUserTypeCheck(permission, HEAD_OFFICE_COMPANY))
      return errorResponse(c, 403, "b2b_forbidden");
    await next();
  });
}
