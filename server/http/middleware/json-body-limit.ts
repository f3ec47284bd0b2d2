import { bodyLimit } from "hono/body-limit";
import { errorResponse } from "../api-error";

/** 1 MiB is ample for every JSON body of the API; file uploads (later) get their own limit per route. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** Refuses larger bodies with 413 `b2b_payload_too_large` before anything reads them. */
export function jsonBodyLimit(maxSize: number = JSON_BODY_LIMIT_BYTES) {
  return bodyLimit({
    maxSize,
    onError: (c) => {
      // The rest of the body is never read, so the connection cannot carry another request:
      // tell the client not to reuse it.
      c.header("Connection", "close");
      return errorResponse(c, 413, "b2b_payload_too_large");
    },
  });
}
