/*
 * Every failure of a call is one of these four, so a machine can branch on `_tag` and show a
 * message key without knowing about fetch. Plain classes rather than effect's `Data.TaggedError`:
 * they sit in the login route's first load, where effect's runtime would cost ~10 KB gzip.
 */

abstract class TaggedFailure<Tag extends string, Fields extends object> extends Error {
  abstract readonly _tag: Tag;
  constructor(fields: Fields) {
    super();
    Object.assign(this, fields);
  }
}

/** The request never got an answer (offline, DNS, CORS, aborted). */
export class NetworkError extends TaggedFailure<
  "NetworkError",
  { readonly messageKey: string; readonly cause?: unknown }
> {
  readonly _tag = "NetworkError" as const;
  declare readonly messageKey: string;
  declare readonly cause?: unknown;
}

/** The server answered with an error status other than an unrecoverable 401. */
export class HttpError extends TaggedFailure<
  "HttpError",
  {
    readonly status: number;
    readonly messageKey: string;
    readonly body: unknown;
    readonly requestId?: string;
  }
> {
  readonly _tag = "HttpError" as const;
  declare readonly status: number;
  /** The server's `message` (a translation key) or a generic key when it sent none. */
  declare readonly messageKey: string;
  /** The decoded JSON body as sent, for flows that must resolve with it (email verify). */
  declare readonly body: unknown;
  /** The answer's X-Request-Id, which an error screen shows so a person can quote it (issue #42). */
  declare readonly requestId?: string;
}

/** The answer was not the shape the contract promises. */
export class DecodeError extends TaggedFailure<
  "DecodeError",
  { readonly path: string; readonly issue: string; readonly requestId?: string }
> {
  readonly _tag = "DecodeError" as const;
  declare readonly path: string;
  declare readonly issue: string;
  /** The X-Request-Id of the answer that did not fit. */
  declare readonly requestId?: string;
}

/** 401 that a refresh could not cure (no login, refresh refused, or 401 again after the retry). */
export class Unauthorized extends TaggedFailure<"Unauthorized", { readonly path: string }> {
  readonly _tag = "Unauthorized" as const;
  declare readonly path: string;
}

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
