import type { MiddlewareHandler } from "hono";
import { TITLE_LINE_BREAK_KEY, titleHasLineBreak } from "../../../core/validation/title-line-breaks";
import { errorResponse } from "../api-error";
import { isJsonMediaType } from "../json-media-type";

/**
 * Refuses a JSON body whose `title` (at any depth) holds a line break, with 422 and the catalogue
 * key, before any route runs (core/validation/title-line-breaks says why). Like refuseNul it reads
 * the body Hono caches for the route, leaves a body that does not parse to the route, and never
 * buffers an upload path's body.
 */
export function refuseTitleBreaks(uploadPaths: ReadonlySet<string> = new Set()): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (!isJsonMediaType(c.req.header("Content-Type")) || uploadPaths.has(c.req.path)) return next();
    const parsed = await c.req.json().then(
      (value: unknown) => ({ ok: true as const, value }),
      () => ({ ok: false as const }),
    );
    if (parsed.ok && titleHasLineBreak(parsed.value)) return errorResponse(c, 422, TITLE_LINE_BREAK_KEY);
    return next();
  };
}
