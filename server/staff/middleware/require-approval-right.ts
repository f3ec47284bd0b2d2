import { createMiddleware } from "hono/factory";
import { approvalRightOf } from "../../../core/permissions/account-approval";
import { errorResponse } from "../../http/api-error";
import type { AppEnv } from "../../http/app-deps";

/**
 * The staff area's guard (after requireSession): only a caller with an approval right
 * (core/permissions/account-approval.ts: their stores' requests, or every request with the
 * every-store grant) may use its routes; anybody else is answered 403 before any input is read.
 */
export function requireApprovalRight() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { permission, user } = c.var.session;
    if (approvalRightOf(permission, user) === "none") return errorResponse(c, 403, "b2b_forbidden");
    await next();
  });
}
