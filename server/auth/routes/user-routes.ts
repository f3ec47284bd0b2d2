import { Hono } from "hono";
import { approvalRightOf } from "../../../core/permissions/account-approval";
import { User } from "../../../core/schemas/user";
import { toUserWire } from "../../services/users/user-wire";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { describeRoute } from "../../http/openapi/route-doc";
import { appLanguageHeader } from "../../http/request-language";
import { rememberLanguage } from "../../services/users/remember-language";

/** The signed-in user's own record. */
export function userRoutes(deps: AppDeps) {
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
    async (c) => {
      const { user, masterSessionId, permission } = c.var.session;
      await rememberLanguage(deps.db, user, masterSessionId === null ? appLanguageHeader(c) : undefined);
      return c.json(toUserWire(user, approvalRightOf(permission, user)));
    },
  );

  return app;
}
