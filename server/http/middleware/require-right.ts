import { createMiddleware } from "hono/factory";
import { Forbidden, Unauthorized } from "../../domain-errors";
import type { AppEnv, AuthSession } from "../app-deps";

/**
 * The one guard of the server (issue #30): after requireSession, the caller's session must satisfy
 * `allowed` (a rule of core/, read from the session). It throws before any input is read, so
 * createApp's onError answers: 401 `b2b_unauthorized` without a session (a router that forgot
 * requireSession: a 401, never a crash), 403 `b2b_forbidden` when the rule says no. requireArea is
 * this guard with core's area table; an area's own right (training's, posts', staff's, ...) is this
 * guard with that area's rule.
 */
export function requireRight(allowed: (session: AuthSession) => boolean) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = c.get("session") as AuthSession | undefined;
    if (session === undefined) throw new Unauthorized("b2b_unauthorized");
    if (!allowed(session)) throw new Forbidden("b2b_forbidden");
    await next();
  });
}
