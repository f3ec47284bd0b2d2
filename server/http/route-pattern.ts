import type { Context } from "hono";
import { routePath } from "hono/route";

/**
 * The pattern of the route that answered (`/echo/rest/api/v2/tickets/:id`), read after `next()`:
 * Hono leaves the index of the last handler it ran on the request. Logs and metrics use it instead
 * of the raw path, which carries ids, tokens in links and query strings, and would make one metric
 * series per ticket.
 */
export function answeredRoutePattern(c: Context): string {
  return routePath(c);
}
