import { isRequestId } from "../core/rules/request-id";

/**
 * What a provided actor rejects with, seen structurally: machines cannot import adapters, and the
 * adapters' tagged errors (NetworkError, HttpError, DecodeError, Unauthorized) all fit this shape.
 * Anything else (a plain Error from a bug) is read as an unknown failure.
 */
export interface ApiFailure {
  readonly _tag?: string;
  readonly status?: number;
  readonly messageKey?: string;
  readonly body?: unknown;
  /** The server's X-Request-Id of the failed answer (none for a network failure). */
  readonly requestId?: unknown;
}

export const NETWORK_ERROR_KEY = "b2b_network_error";
export const GENERIC_ERROR_KEY = "b2b_something_went_wrong";

export function asApiFailure(error: unknown): ApiFailure {
  return typeof error === "object" && error !== null ? (error as ApiFailure) : {};
}

/** HTTP status of the failure, 401 for the adapters' Unauthorized. */
export function failureStatus(error: unknown): number | undefined {
  const failure = asApiFailure(error);
  if (tagOf(failure) === "Unauthorized") return 401;
  return typeof failure.status === "number" ? failure.status : undefined;
}

export function isNetworkFailure(error: unknown): boolean {
  return tagOf(asApiFailure(error)) === "NetworkError";
}

/** The key to show for a failure that has no special meaning in the flow. */
export function failureMessageKey(error: unknown): string {
  if (isNetworkFailure(error)) return NETWORK_ERROR_KEY;
  const key = asApiFailure(error).messageKey;
  return typeof key === "string" && key !== "" ? key : GENERIC_ERROR_KEY;
}

/** The id of the failed request, to show beside the message so a person can quote it (issue #42). */
export function failureRequestId(error: unknown): string | undefined {
  const id = asApiFailure(error).requestId;
  return isRequestId(id) ? id : undefined;
}

/** A failure as a screen's machine keeps it: the key to show and the failed request's id. */
export interface KeptFailure {
  readonly failureKey: string | undefined;
  readonly failureRequestId: string | undefined;
}

/** No failure to show: spread into a context or an `assign` when a retry or a success clears it. */
export const NO_FAILURE = {
  failureKey: undefined,
  failureRequestId: undefined,
} as const satisfies KeptFailure;

/** A failed call as kept: its key and its request id, always set (and cleared) together. */
export function failureOf(error: unknown): KeptFailure & { readonly failureKey: string } {
  return { failureKey: failureMessageKey(error), failureRequestId: failureRequestId(error) };
}

/**
 * The same, as property assigners of an actor's error event (`onError`), spread into `assign({...})`
 * beside the other fields it sets.
 */
export const failureOfErrorEvent = {
  failureKey: ({ event }: { readonly event: unknown }) => failureMessageKey(errorOfEvent(event)),
  failureRequestId: ({ event }: { readonly event: unknown }) => failureRequestId(errorOfEvent(event)),
};

function errorOfEvent(event: unknown): unknown {
  return typeof event === "object" && event !== null
    ? (event as { readonly error?: unknown }).error
    : undefined;
}

/** A flow answer (`{ status, message }`) to show: the server's key with its status as the type. */
export interface FlowMessage {
  readonly type: "success" | "error";
  readonly key: string;
}

/** Reads `{ status, message }` from an error body, if that is what the server sent. */
export function flowMessageFromBody(body: unknown): FlowMessage | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { status, message } = body as { readonly status?: unknown; readonly message?: unknown };
  if (typeof message !== "string") return undefined;
  return { type: status === "success" ? "success" : "error", key: message };
}

/** A failed flow call as a message: the body's message when it has one, else the failure key. */
export function flowMessageFromFailure(error: unknown): FlowMessage {
  return flowMessageFromBody(asApiFailure(error).body) ?? { type: "error", key: failureMessageKey(error) };
}

function tagOf(failure: ApiFailure): string | undefined {
  const { _tag: tag } = failure;
  return tag;
}
