import { createMiddleware } from "hono/factory";
import { AVATAR_BASE_PATH, ROUTER_BASE } from "../../../core/constants/portal-constants";
import type { Logger } from "../../services/logging/logger";
import type { Metrics } from "../../services/metrics/metrics";
import type { AppEnv, AuthSession } from "../app-deps";
import { REQUEST_ID_HEADER } from "../request-id";
import { answeredRoutePattern } from "../route-pattern";

// Probes and scrapes come every few seconds from the orchestrator: not worth a line each.
const QUIET_ROUTES = new Set(["/healthz", "/readyz", "/metrics"]);

// The browser's files (scripts, styles, fonts, images) and avatars: a page load fetches dozens, so
// at info they made four fifths of a session's log. Served, they are logged at debug; refused or
// failed, at info like every other answer.
const ASSET_ROUTES = new Set([`${ROUTER_BASE}assets/*`, `${AVATAR_BASE_PATH}*`]);

/**
 * One log line and one metric observation per request, written when the answer is ready: the request
 * id, method, the pattern of the route that answered (never the raw path or query: ids, links and
 * codes travel there), status, milliseconds, and the signed-in user's id. Nothing else of the request
 * is read, so no header, body or token can reach the log.
 */
export function requestLog(logger: Logger, metrics: Metrics) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    metrics.requestStarted();
    let status = 500;
    let route = "unmatched";
    try {
      await next();
      status = c.res.status;
      route = answeredRoutePattern(c);
    } finally {
      const ms = performance.now() - started;
      metrics.requestFinished(route, c.req.method, status, ms / 1000);
      const fine = status < 400;
      if (!QUIET_ROUTES.has(route) || !fine)
        logger[fine && ASSET_ROUTES.has(route) ? "debug" : "info"]({
          requestId: c.req.header(REQUEST_ID_HEADER),
          method: c.req.method,
          route,
          status,
          ms: Math.round(ms * 10) / 10,
          // Set by requireSession only on routes that sign in; absent on the others.
          userId: (c.var as { session?: AuthSession }).session?.user.id,
        });
    }
  });
}
