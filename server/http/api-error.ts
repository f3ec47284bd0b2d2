import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { MessageKey } from "../../core/i18n/catalogue";

/** The one error body of the API (docs/api-contract.md): a translation key, never a sentence or a stack. */
export interface ErrorBody {
  readonly status: "error";
  readonly message: MessageKey;
}

export function errorBody(message: MessageKey): ErrorBody {
  return { status: "error", message };
}

export function errorResponse(c: Context, status: ContentfulStatusCode, message: MessageKey): Response {
  return c.json(errorBody(message), status);
}
