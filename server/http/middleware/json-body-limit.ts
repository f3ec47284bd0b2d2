import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { MessageKey } from "../../../core/i18n/catalogue";
import { errorResponse } from "../api-error";
import { MULTIPART_OVERHEAD_BYTES, type UploadLimit } from "../upload-limits";

/** 1 MiB is ample for every JSON body of the API; upload paths have their own limit (upload-limits.ts). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

function limitOf(maxSize: number, key: MessageKey): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) => {
      // The rest of the body is never read, so the connection cannot carry another request:
      // tell the client not to reuse it.
      c.header("Connection", "close");
      return errorResponse(c, 413, key);
    },
  });
}

/**
 * Refuses larger bodies with 413 before anything reads them: a POST to an upload path of `uploads`
 * (full paths) is held to that path's file limit plus the multipart framing, with the path's own key
 * (a file between the two is refused by the route's size check, with the same key); every other
 * body to 1 MiB, `b2b_payload_too_large`.
 */
export function jsonBodyLimit(
  uploads: ReadonlyMap<string, UploadLimit> = new Map(),
  maxSize: number = JSON_BODY_LIMIT_BYTES,
): MiddlewareHandler {
  const json = limitOf(maxSize, "b2b_payload_too_large");
  const perUpload = new Map(
    [...uploads].map(([path, limit]) => [
      path,
      limitOf(limit.fileMaxBytes + MULTIPART_OVERHEAD_BYTES, limit.tooLargeKey),
    ]),
  );
  return (c, next) => {
    // No route reads the body of a GET or HEAD, so there is nothing to limit; and Hono's bodyLimit would
    // ask for `c.req.raw.body`, which makes the Node adapter build a whole web Request (headers,
    // AbortController, body stream) for every read (BENCHMARKS.md, issue #21).
    const method = c.req.method;
    if (method === "GET" || method === "HEAD") return next();
    const upload = method === "POST" ? perUpload.get(c.req.path) : undefined;
    return (upload ?? json)(c, next);
  };
}
