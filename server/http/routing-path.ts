import { getPath } from "hono/utils/url";
import { API_BASE_PATH } from "../../core/constants/portal-constants";

const API_PREFIX = `${API_BASE_PATH}/`;

/**
 * The path the app routes by (Hono's `getPath` option): the request's own path, except that an API
 * path ending in one slash is routed without it, so `reports-evaluation/` answers as
 * `reports-evaluation` and `contacts` as `contacts/` (issue #33 item 11). One rule at the edge
 * instead of a second pattern per route; routes are therefore declared without a trailing slash.
 *
 * Only the API: the app's own pages keep their paths (`/portal/` is the app, `/portal` redirects to
 * it), and `/echo/rest/api/` itself stays as it is. Middleware reading `c.req.path` (upload limits,
 * guards) sees the same trimmed path the router matched.
 */
export function routingPath(request: Request): string {
  const path = getPath(request);
  return path.length > API_PREFIX.length && path.startsWith(API_PREFIX) && path.endsWith("/")
    ? path.slice(0, -1)
    : path;
}
