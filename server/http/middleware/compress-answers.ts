import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";

/** Below this a compressed body saves less than it costs (headers, CPU): sent as it is. */
export const COMPRESS_MIN_BYTES = 1024;

/** JSON and its `+json` kinds (problem details, OpenAPI). Never files: their type is the file's. */
const JSON_TYPE = /^\s*application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * gzip for the API's JSON answers (hono/compress) when the client accepts it and the body is at
 * least {@link COMPRESS_MIN_BYTES}: the translations answer (≈ 50 KB → 13 KB) sits on the login
 * page's path. `c.json()` answers carry no Content-Length, so this measures them first (they are
 * in memory already); a small one leaves with its exact Content-Length and no Vary (it is the same
 * for every Accept-Encoding), a compressed one with `Content-Encoding: gzip`, `Vary:
 * Accept-Encoding` and no Content-Length (streamed). File downloads (their own type,
 * Content-Disposition, Content-Length, ranges) pass untouched, and so does every answer to a
 * client that asks for no gzip (load tests such as bench:server).
 */
export function compressAnswers(): MiddlewareHandler {
  const gzip = compress({
    encoding: "gzip",
    threshold: COMPRESS_MIN_BYTES,
    contentTypeFilter: (type) => JSON_TYPE.test(type),
  });
  return async (c, next) => {
    // Nothing to do, and nothing to cost (the answer keeps the Node adapter's fast path). No Vary
    // needed: JSON answers are `no-store`, no cache keeps them.
    if (!/\bgzip\b/i.test(c.req.header("Accept-Encoding") ?? "")) return next();
    return gzip(c, async () => {
      await next();
      const res = c.res;
      if (
        res.body === null ||
        res.headers.has("Content-Length") ||
        res.headers.has("Content-Disposition") ||
        !JSON_TYPE.test(res.headers.get("Content-Type") ?? "")
      )
        return;
      const bytes = new Uint8Array(await res.arrayBuffer());
      c.res = new Response(bytes, res);
      c.res.headers.set("Content-Length", String(bytes.byteLength));
    });
  };
}
