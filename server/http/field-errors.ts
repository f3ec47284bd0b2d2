import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * 422 `b2b_invalid_input` with the failed catalogue keys per field, as a core form rule gave them
 * (validateTicketDraft, validateTaskDraft, validatePostDraft…): the browser shows each under its
 * field, and fields without errors are left out.
 */
export function fieldErrorsResponse(
  c: Context,
  errors: Readonly<Partial<Record<string, readonly string[]>>>,
): Response {
  const fields = Object.fromEntries(Object.entries(errors).filter(([, keys]) => (keys ?? []).length > 0));
  return c.json({ status: "error", message: "b2b_invalid_input", fields }, 422 as ContentfulStatusCode);
}
