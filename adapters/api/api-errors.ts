import * as Data from "effect/Data";

/*
 * Every failure of a call is one of these four, so a machine can branch on `_tag` and show a
 * message key without knowing about fetch.
 */

/** The request never got an answer (offline, DNS, CORS, aborted). */
export class NetworkError extends Data.TaggedError("NetworkError")<{
  readonly messageKey: string;
  readonly cause?: unknown;
}> {}

/** The server answered with an error status other than an unrecoverable 401. */
export class HttpError extends Data.TaggedError("HttpError")<{
  readonly status: number;
  /** The server's `message` (a translation key) or a generic key when it sent none. */
  readonly messageKey: string;
  /** The decoded JSON body as sent, for flows that must resolve with it (email verify). */
  readonly body: unknown;
}> {}

/** The answer was not the shape the contract promises. */
export class DecodeError extends Data.TaggedError("DecodeError")<{
  readonly path: string;
  readonly issue: string;
}> {}

/** 401 that a refresh could not cure (no login, refresh refused, or 401 again after the retry). */
export class Unauthorized extends Data.TaggedError("Unauthorized")<{
  readonly path: string;
}> {}

export type ApiError = NetworkError | HttpError | DecodeError | Unauthorized;

/** Keys shown when the server gives no message of its own. */
export const NETWORK_ERROR_KEY = "b2b_network_error";
export const GENERIC_ERROR_KEY = "b2b_something_went_wrong";

export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof NetworkError ||
    error instanceof HttpError ||
    error instanceof DecodeError ||
    error instanceof Unauthorized
  );
}
