import type { Context, MiddlewareHandler } from "hono";
import { containsNul, hasNul, NUL_REFUSED_KEY } from "../../../core/validation/nul-characters";
import { parseBasicAuthorization } from "../../auth/services/session/basic-credentials";
import { errorResponse } from "../api-error";
import { isJsonMediaType } from "../json-media-type";

/** The one answer to a NUL anywhere in a request: 400 with the catalogue key, before any route runs. */
export const nulRefused = (c: Context): Response => errorResponse(c, 400, NUL_REFUSED_KEY);

/**
 * Whether the URL decodes to a text with U+0000: percent-decoding (of the path, a path parameter or
 * a query value) yields NUL only from `%00`, so the raw URL tells for all of them at once, even where
 * another part of it is malformed and would not decode.
 */
const urlHasNul = (url: string): boolean => hasNul(url) || url.includes("%00");

/** Whether the decoded `Authorization: Basic` credentials (login) hold NUL. */
function basicHasNul(header: string | undefined): boolean {
  const credentials = parseBasicAuthorization(header);
  return credentials !== null && (hasNul(credentials.username) || hasNul(credentials.password));
}

/**
 * Whether a parsed multipart form holds NUL in a field name, a text value or a file's name. The
 * upload route calls this after its own body limit (this middleware must not buffer an upload).
 */
export function formHasNul(form: Readonly<Record<string, unknown>>): boolean {
  const texts = (value: unknown): unknown =>
    value instanceof File ? value.name : Array.isArray(value) ? value.map(texts) : value;
  return containsNul(Object.fromEntries(Object.entries(form).map(([name, value]) => [name, texts(value)])));
}

/**
 * Refuses U+0000 (core/validation/nul-characters) at the edge, for every route: in the decoded URL,
 * the decoded Basic credentials and any JSON body. PostgreSQL cannot store NUL in text, so without
 * this a NUL reached a query and answered 500. Runs after the JSON body limit; a body that is not
 * JSON, or does not parse, is left to the route (which ignores it or answers 400); so is any body of
 * an upload path (`uploadPaths`, full paths), which must not be buffered here.
 */
export function refuseNul(uploadPaths: ReadonlySet<string> = new Set()): MiddlewareHandler {
  return async (c, next) => {
    if (urlHasNul(c.req.url) || basicHasNul(c.req.header("Authorization"))) return nulRefused(c);
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && isJsonMediaType(c.req.header("Content-Type"))) {
      if (uploadPaths.has(c.req.path)) return next(); // the upload route checks its own form
      // Hono caches the body's text, so the route's validator reads it again without the network.
      const parsed = await c.req.json().then(
        (value: unknown) => ({ ok: true as const, value }),
        () => ({ ok: false as const }),
      );
      if (parsed.ok && containsNul(parsed.value)) return nulRefused(c);
    }
    return next();
  };
}
