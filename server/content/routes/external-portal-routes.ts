import { Hono } from "hono";
import { PORTAL_TOKEN_TTL_SECONDS, signPortalToken } from "../../auth/services/session/portal-token";
import { Forbidden } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { describeRoute } from "../../http/openapi/route-doc";
import { ExternalPortalAuth, ExternalPortalUrl } from "../../../core/shell/shell-wire";

/** The separate external portal: only for users whose access flag is true (spec sections 1 and 2). */
export function externalPortalRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    "/weg",
    describeRoute({
      summary: "URL of the external portal",
      tag: "external-portal",
      auth: "bearer",
      success: { status: 200, schema: ExternalPortalUrl },
      errors: [401, 403],
    }),
    (c) => {
      if (!c.var.session.user.externalPortalAccess) throw new Forbidden("b2b_forbidden");
      return c.json({ url: deps.config.externalPortalUrl });
    },
  );

  app.get(
    "/wegPortalAuth",
    describeRoute({
      summary: "A short-lived token for the external portal",
      tag: "external-portal",
      auth: "bearer",
      success: { status: 200, schema: ExternalPortalAuth },
      errors: [401, 403],
    }),
    async (c) => {
      const { user } = c.var.session;
      if (!user.externalPortalAccess) throw new Forbidden("b2b_forbidden");
      const token = await signPortalToken(deps.signingSecret, user.id, deps.now());
      return c.json({ Success: token, expires_in: PORTAL_TOKEN_TTL_SECONDS });
    },
  );

  return app;
}
