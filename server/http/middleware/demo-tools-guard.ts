import type { MiddlewareHandler } from "hono";
import { errorResponse } from "../api-error";
import { isJsonMediaType } from "../json-media-type";
import { isLocalRequest } from "./loopback-only";

/** The Host names a browser on this machine uses for a server on loopback, with any port. */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/** Whether the request names this machine in its Host header (a name, not the socket's peer). */
export const hasLoopbackHost = (host: string | undefined): boolean =>
  host !== undefined && LOOPBACK_HOST.test(host);

/**
 * The demo tools (`dev/*` of the API and the outbox page) in demo mode: they hold reset links and
 * codes and can send mail, so they answer only
 * - requests whose socket peer is this machine, through no proxy (loopback-only.ts);
 * - whose Host header is `localhost`, `127.0.0.1` or `[::1]`: a page of another site in this
 *   machine's browser that rebinds its own name to 127.0.0.1 (DNS rebinding) sends its own name;
 * and every state-changing call carries a JSON body, which no cross-site page can send without a
 * preflight. The first two answer the same 404 as a path that does not exist; the third 415.
 */
export function demoToolsGuard(): MiddlewareHandler {
  return async (c, next) => {
    if (!isLocalRequest(c) || !hasLoopbackHost(c.req.header("Host")))
      return c.req.path.startsWith("/echo/")
        ? errorResponse(c, 404, "b2b_not_found")
        : c.text("Not found", 404);
    const method = c.req.method;
    const changes = method !== "GET" && method !== "HEAD" && method !== "OPTIONS";
    // A JSON body: a cross-site page can send one only after a CORS preflight, which this server never
    // grants (text/plain, form and multipart bodies are "simple" and need none).
    if (changes && !isJsonMediaType(c.req.header("Content-Type")))
      return errorResponse(c, 415, "b2b_json_body_required");
    await next();
  };
}
