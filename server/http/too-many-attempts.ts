import type { Context } from "hono";
import type { MessageKey } from "../../core/i18n/catalogue";
import { errorResponse } from "./api-error";

/**
 * 429 with `Retry-After` in seconds (RFC 9110), so clients know when to try again; the key says what
 * was too frequent (`b2b_too_many_attempts` unless told).
 */
export function tooManyAttempts(
  c: Context,
  retryAfterSeconds: number,
  key: MessageKey = "b2b_too_many_attempts",
): Response {
  c.header("Retry-After", String(retryAfterSeconds));
  return errorResponse(c, 429, key);
}
