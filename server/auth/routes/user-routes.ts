import { Hono } from "hono";
import { approvalRightOf } from "../../../core/permissions/account-approval";
import { User } from "../../../core/schemas/user";
import { toUserWire } from "../../services/users/user-wire";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { describeRoute } from "../../http/openapi/route-doc";

/** The signed-in user's own record. */
export function userRoutes(_deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    "/user/me",
    describeRoute({
      summary: "The signed-in user (spec section 3, User)",
      tag: "user",
      auth: "bearer",
      success: { status: 200, schema: User },
      errors: [401],
    }),
    (c) =>
      c.json(toUserWire(c.var.session.user, approvalRightOf(c.var.session.permission, c.var.session.user))),
  );

  return app;
}
