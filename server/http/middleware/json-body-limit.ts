import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { API_BASE_PATH } from "../../../core/constants/portal-constants";
import { errorResponse } from "../api-error";

/** 1 MiB is ample for every JSON body of the API; file uploads get their own limit per route. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** Upload routes: their own route sets their (larger) limit, so this one lets them through. */
export const UPLOAD_PATHS: ReadonlySet<string> = new Set([`${API_BASE_PATH}/v2/files`]);

/** Refuses larger bodies with 413 `b2b_payload_too_large` before anything reads them. */
export function jsonBodyLimit(maxSize: number = JSON_BODY_LIMIT_BYTES): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize,
    onError: (c) => {
      // The rest of the body is never read, so the connection cannot carry another request:
      // tell the client not to reuse it.
      c.header("Connection", "close");
      return errorResponse(c, 413, "b2b_payload_too_large");
    },
  });
  return (c, next) => {
    // No route reads the body of a GET or HEAD, so there is nothing to limit; and Hono's bodyLimit would
    // ask for `c.req.raw.body`, which makes the Node adapter build a whole web Request (headers,
    // AbortController, body stream) for every read (BENCHMARKS.md, issue #21).
    const method = c.req.method;
    if (method === "GET" || method === "HEAD") return next();
    return method === "POST" && UPLOAD_PATHS.has(c.req.path) ? next() : limit(c, next);
  };
}
