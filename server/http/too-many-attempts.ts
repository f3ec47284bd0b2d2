import type { Context } from "hono";
import { errorResponse } from "./api-error";

/** 429 `b2b_too_many_attempts` with `Retry-After` in seconds (RFC 9110), so clients know when to try again. */
export function tooManyAttempts(c: Context, retryAfterSeconds: number): Response {
  c.header("Retry-After", String(retryAfterSeconds));
  return errorResponse(c, 429, "b2b_too_many_attempts");
}
