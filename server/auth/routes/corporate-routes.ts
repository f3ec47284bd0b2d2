import { Hono } from "hono";
import { TokenData } from "../../../core/schemas/token-data";
import { recordActivity } from "../../services/activity/record-activity";
import { startSession } from "../services/session/start-session";
import { findCorporateUser } from "../services/corporate-sign-in/find-corporate-user";
import { createIdTokenVerifier } from "../services/corporate-sign-in/id-token-verifier";
import { Invalid, NotFound, Unavailable } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { clientIp } from "../../http/client-ip";
import { describeRoute } from "../../http/openapi/route-doc";
import { AuthConfig } from "../../../core/auth/auth-wire";
import { CorporateLoginRequest } from "../wire/corporate-wire";
import { jsonBody } from "../../http/validate";

/** Corporate sign-in through the configured OpenID provider, and the browser's sign-in configuration. */
export function corporateRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const provider = deps.config.microsoft;
  const verify = provider === null ? null : createIdTokenVerifier(provider);
  // Computed once: the configuration never changes while the process runs.
  const authConfig = {
    microsoft:
      provider === null
        ? null
        : {
            clientId: provider.clientId,
            // MSAL in OIDC mode takes the issuer as its authority and must know the issuer's host.
            authority: provider.issuer,
            knownAuthorities: [new URL(provider.issuer).host],
          },
    learning_url: deps.config.learningUrl,
    features: { commerce_screens: deps.config.commerceScreens },
  };

  app.get(
    "/auth/config",
    describeRoute({
      summary: "Corporate identity provider for the browser (null when not configured) and the learning site",
      tag: "auth",
      auth: "none",
      success: { status: 200, schema: AuthConfig },
    }),
    (c) => c.json(authConfig),
  );

  app.post(
    "/v2/auth/login/microsoft",
    describeRoute({
      summary:
        "Sign in with the identity provider's ID token; 503 b2b_corporate_sign_in_unavailable when not configured or unreachable",
      tag: "auth",
      auth: "none",
      success: { status: 200, schema: TokenData },
      errors: [400, 404, 422, 503],
    }),
    jsonBody(CorporateLoginRequest),
    async (c) => {
      if (verify === null) throw new Unavailable("b2b_corporate_sign_in_unavailable");
      const now = deps.now();
      const checked = await verify(c.req.valid("json").access_token, now);
      if (checked.outcome === "unavailable") throw new Unavailable("b2b_corporate_sign_in_unavailable");
      // Spec: the identity provider's 422 means wrong credentials.
      if (checked.outcome === "invalid") throw new Invalid("b2b_wrong_username_password");
      const user = await findCorporateUser(deps.db, checked.identity);
      if (user === undefined) throw new NotFound("b2b_user_not_found");
      const tokens = await startSession(
        { db: deps.db, tokens: deps.tokens, now, refreshTtlSeconds: deps.config.refreshTokenTtlSeconds },
        user,
      );
      await recordActivity(deps.db, {
        contactId: user.id,
        status: "login",
        ip: clientIp(c, deps.config.trustProxy),
        now,
        detail: { via: "corporate" },
      });
      return c.json({ access_token: tokens.access_token, refresh_token: tokens.refresh_token });
    },
  );

  return app;
}
