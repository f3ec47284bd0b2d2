import { Hono } from "hono";
import { TokenData } from "../../../core/schemas/token-data";
import { recordActivity } from "../../services/activity/record-activity";
import { mobileCandidates, parseBasicAuthorization } from "../services/session/basic-credentials";
import { findLoginUser } from "../services/session/find-login-user";
import { beginLoginAttempt } from "../services/rate-limit/login-throttle";
import { loginAccountKey } from "../services/rate-limit/login-account-key";
import { verifyAgainstDummy, verifyPassword } from "../services/session/password";
import { rotateRefreshToken } from "../services/session/rotate-refresh-token";
import { findLiveSession, revokeSession } from "../services/session/session-store";
import { signInRefusal } from "../services/session/sign-in-refusal";
import { REGISTRANT_ACCOUNTS } from "../services/registration/registrant-account";
import { startSession } from "../services/session/start-session";
import { errorResponse } from "../../http/api-error";
import { Invalid, Unauthorized } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { clientIp } from "../../http/client-ip";
import { bearerToken } from "../../http/middleware/require-session";
import { describeRoute } from "../../http/openapi/route-doc";
import { StatusAnswer } from "../wire/session-wire";
import { tooManyAttempts } from "../../http/too-many-attempts";

/** Sign-in with mobile and password, token refresh and logout. */
export function sessionRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post(
    "/auth/login",
    describeRoute({
      summary: "Sign in with Authorization: Basic base64(mobile:password) and an empty body",
      tag: "auth",
      auth: "basic",
      success: { status: 200, schema: TokenData },
      errors: [403, 422, 429],
    }),
    async (c) => {
      const credentials = parseBasicAuthorization(c.req.header("Authorization"));
      const password = credentials?.password ?? "";
      const candidates = mobileCandidates(credentials?.username ?? "");
      const user = credentials === null ? undefined : await findLoginUser(deps.db, candidates);
      const attempt = await beginLoginAttempt(deps.db, {
        account: loginAccountKey(user, candidates, credentials?.username ?? ""),
        address: clientIp(c, deps.config.trustProxy) ?? "unknown",
        now: deps.now(),
      });
      if (!attempt.allowed) return tooManyAttempts(c, attempt.retryAfterSeconds);
      // Unknown accounts cost one dummy verification too, so timing does not tell which mobiles exist.
      const valid =
        user?.passwordHash != null && password !== ""
          ? await verifyPassword(user.passwordHash, password)
          : await verifyAgainstDummy(password);
      if (user === undefined || !valid) throw new Invalid("b2b_wrong_username_password");
      await attempt.succeeded();
      // The right password of an account that may not sign in yet: say why (never without the password).
      const refusal = signInRefusal(user.status, user.role === REGISTRANT_ACCOUNTS.Trainee.role);
      if (refusal !== null) return errorResponse(c, refusal.status, refusal.key);
      const now = deps.now();
      const tokens = await startSession(
        { db: deps.db, tokens: deps.tokens, now, refreshTtlSeconds: deps.config.refreshTokenTtlSeconds },
        user,
      );
      await recordActivity(deps.db, {
        contactId: user.id,
        status: "login",
        ip: clientIp(c, deps.config.trustProxy),
        now,
        // The security log of /activity shows the device of each sign-in.
        detail: { device: c.req.header("User-Agent")?.slice(0, 300) ?? null },
      });
      return c.json({ access_token: tokens.access_token, refresh_token: tokens.refresh_token });
    },
  );

  app.post(
    "/v2/auth/refresh-token",
    describeRoute({
      summary:
        "New access token and rotated refresh token; an older refresh token presented again ends the session",
      tag: "auth",
      auth: "refresh-token",
      success: { status: 200, schema: TokenData },
      errors: [401],
    }),
    async (c) => {
      const presented = bearerToken(c.req.header("Authorization"));
      const now = deps.now();
      if (presented === null) throw new Unauthorized("b2b_unauthorized");
      const rotated = await rotateRefreshToken(deps.db, { presented, secret: deps.signingSecret, now });
      if (rotated.kind === "reused") {
        // Written down: a copied refresh token is a security event the user and head office may ask about.
        await recordActivity(deps.db, {
          contactId: rotated.userId,
          status: "refresh_token_reuse",
          ip: clientIp(c, deps.config.trustProxy),
          now,
          detail: { session_id: rotated.sessionId },
        });
        throw new Unauthorized("b2b_unauthorized");
      }
      if (rotated.kind === "refused") throw new Unauthorized("b2b_unauthorized");
      // The user may have been disabled since: the same liveness test as every authenticated request.
      const live = await findLiveSession(deps.db, rotated.sessionId, now);
      if (live === null) throw new Unauthorized("b2b_unauthorized");
      const accessToken = await deps.tokens.sign(
        { userId: live.user.id, sessionId: live.sessionId, role: live.user.role },
        now,
      );
      return c.json({ access_token: accessToken, refresh_token: rotated.refreshToken });
    },
  );

  app.post(
    "/v2/logs/logout",
    describeRoute({
      summary: "End the session (and any acting-as session opened from it)",
      tag: "auth",
      auth: "bearer",
      success: { status: 201, schema: StatusAnswer },
      errors: [401],
    }),
    async (c) => {
      const now = deps.now();
      const { sessionId, user } = c.var.session;
      await revokeSession(deps.db, sessionId, now);
      await recordActivity(deps.db, {
        contactId: user.id,
        status: "logout",
        ip: clientIp(c, deps.config.trustProxy),
        now,
      });
      return c.json({ status: "success" as const, message: "b2b_logout_success" }, 201);
    },
  );

  return app;
}
