import { createMiddleware } from "hono/factory";
import { normaliseRole } from "../../../core/permissions/role";
import { findLiveSession } from "../../auth/services/session/session-store";
import type { AppDeps, AppEnv } from "../app-deps";
import { errorResponse } from "../api-error";
import { appLanguageHeader } from "../request-language";
import { rememberLanguage } from "../../services/users/remember-language";
import { ROUTE_SESSION } from "../openapi/route-doc";

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1] ?? null;
}

/**
 * Bearer access token → signature and claims → live session row → user. Sets `c.var.session`;
 * answers 401 `b2b_unauthorized` when any step fails, so a logged-out session's token stops working
 * at once even though it has not expired.
 */
export function requireSession(deps: AppDeps) {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header("Authorization"));
    const now = deps.now();
    const claims = token === null ? null : await deps.tokens.verify(token, now);
    const live = claims === null ? null : await findLiveSession(deps.db, claims.sessionId, now);
    if (claims === null || live === null || live.user.id !== claims.userId)
      return errorResponse(c, 401, "b2b_unauthorized");
    const role = normaliseRole(live.user.role);
    if (role === undefined) return errorResponse(c, 403, "b2b_forbidden");
    // The language the app works in, kept for the messages sent to the user later (a no-op unless it
    // changed, so the read path stays one query); not while acting as someone else.
    await rememberLanguage(
      deps.db,
      live.user,
      live.masterSessionId === null ? appLanguageHeader(c) : undefined,
    );
    c.set("session", {
      ...live,
      role,
      permission: {
        role,
        user: { id: live.user.id, type: live.user.type, company: live.user.companyName },
        // The spec's "azure flag": the account is linked to the corporate identity provider.
        azure: live.user.azureSubject !== null,
      },
    });
    await next();
  });
  // Marked so the route table can be checked against each route's documented auth (route-guards.ts).
  return Object.assign(middleware, { [ROUTE_SESSION]: true as const });
}
