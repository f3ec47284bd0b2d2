import type { AppLanguage } from "../../core/constants/language-constants";
import type { ApiError } from "./api-errors";
import {
  DecodeError,
  GENERIC_ERROR_KEY,
  HttpError,
  NETWORK_ERROR_KEY,
  NetworkError,
  Unauthorized,
} from "./api-errors";
import { basicAuthorization } from "./basic-auth";
import { appLanguageOrDefault, languageHeaderCode } from "../../core/rules/language-codes";
import { languageHeader } from "./language-header";
import type { Checked } from "./light-answers";
import { requestIdOf } from "../../core/rules/request-id";

/**
 * Turns an answer body into a value. Synchronous (a hand check, or a core decoder: its `Decoded`
 * fits) or asynchronous (a decoder whose schema module is loaded on first use).
 */
export type AnswerDecoder<A> = (input: unknown) => Checked<A> | Promise<Checked<A>>;

/** How a request authenticates. */
export type RequestAuth =
  /** The stored login, if any (spec 7 header rules); a 401 triggers one refresh and one retry. */
  | { readonly kind: "session" }
  /** auth/login: Basic credentials, never retried. */
  | { readonly kind: "basic"; readonly username: string; readonly password: string }
  /** v2/auth/refresh-token: the refresh token as Bearer, never retried. */
  | { readonly kind: "refresh"; readonly refreshToken: string }
  /** Calls that must go out without the stored login (v2/auth/login/microsoft). */
  | { readonly kind: "none" };

export interface RequestSpec<A> {
  readonly method: "GET" | "POST" | "PUT" | "DELETE";
  /** Relative to the API base, e.g. `user/me`. */
  readonly path: string;
  readonly query?: Readonly<Record<string, string | number>>;
  readonly body?: unknown;
  readonly auth: RequestAuth;
  /** Headers the call adds to the client's own (an Idempotency-Key). */
  readonly headers?: Readonly<Record<string, string>>;
  /** `undefined` decoder: the answer body is ignored (logout). */
  readonly decode: AnswerDecoder<A> | undefined;
  /** Reads the headers of a successful answer (the catalogue's ETag, issue #41). */
  readonly onHeaders?: (headers: Headers) => void;
}

/** A multipart upload with progress, under the same rules as a session request. */
export interface UploadSpec<A> {
  /** Relative to the API base, e.g. `v2/files`. */
  readonly path: string;
  readonly form: FormData;
  readonly onProgress: (loaded: number, total: number) => void;
  readonly decode: AnswerDecoder<A>;
}

export interface UploadHandle<A> {
  readonly done: Promise<A>;
  readonly abort: () => void;
}

export interface HttpClientDeps {
  /** Host plus base path, no trailing slash (see config/api-config.ts). */
  readonly baseUrl: string;
  /** The browser's fetch unless a test gives its own. */
  readonly fetch?: typeof globalThis.fetch;
  readonly readAccessToken: () => string | undefined;
  readonly language: () => AppLanguage | undefined;
  /**
   * Called on a 401 of a session request that carried a token (`rejected`); resolves with a fresh
   * access token or rejects. Concurrency is the refresh coordinator's job: every caller shares its
   * one refresh, and a token already replaced is not refreshed again.
   */
  readonly onUnauthorized: (rejected: string) => Promise<string>;
  /** Uploads use XMLHttpRequest: its upload progress events are what fetch does not offer. */
  readonly createXhr?: () => XMLHttpRequest;
}

export interface HttpClient {
  /** Resolves with the decoded answer; rejects only with an {@link ApiError}. */
  readonly request: <A>(spec: RequestSpec<A>) => Promise<A>;
  /** Sends a form with the stored login, reporting progress; `done` rejects only with an ApiError. */
  readonly upload: <A>(spec: UploadSpec<A>) => UploadHandle<A>;
}

/** An answer as read off the wire, before its status is judged. */
interface RawAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Headers;
  /** The server's X-Request-Id for this answer, when it sent one of the right shape. */
  readonly requestId?: string | undefined;
}

const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * The browser's one HTTP client: every request of the app goes through here (a test in
 * tests/architecture fails when another module calls fetch or XMLHttpRequest).
 */
export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const urlOf = (spec: RequestSpec<unknown>): string => {
    const query =
      spec.query === undefined
        ? ""
        : `?${new URLSearchParams(Object.entries(spec.query).map(([k, v]) => [k, String(v)])).toString()}`;
    return `${deps.baseUrl}/${spec.path}${query}`;
  };

  const headersOf = (spec: RequestSpec<unknown>, accessToken: string | undefined): Headers => {
    // Spec 7: Accept always; Authorization and Language only with a stored login. Accept-Language,
    // which browsers send on every request anyway, names the app's language (Greek by default), so
    // public calls (registration, reset) are answered and messaged in it (docs/decisions.md).
    const headers = new Headers({
      Accept: "application/json",
      "Accept-Language": languageHeaderCode(appLanguageOrDefault(deps.language())),
    });
    // A JSON body needs its type; this is not an auth header, so "only Accept" still holds.
    if (spec.body !== undefined) headers.set("Content-Type", "application/json");
    switch (spec.auth.kind) {
      case "session":
        if (accessToken !== undefined) {
          headers.set("Authorization", `Bearer ${accessToken}`);
          headers.set("Language", languageHeader(deps.language()));
        }
        break;
      case "basic":
        headers.set("Authorization", basicAuthorization(spec.auth.username, spec.auth.password));
        break;
      case "refresh":
        headers.set("Authorization", `Bearer ${spec.auth.refreshToken}`);
        headers.set("Language", languageHeader(deps.language()));
        break;
      case "none":
        break;
    }
    return headers;
  };

  const send = async (spec: RequestSpec<unknown>, accessToken: string | undefined): Promise<RawAnswer> => {
    let response: Response;
    try {
      const headers = headersOf(spec, accessToken);
      for (const [name, value] of Object.entries(spec.headers ?? {})) headers.set(name, value);
      response = await doFetch(urlOf(spec), {
        method: spec.method,
        headers,
        ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
      });
    } catch (cause) {
      throw new NetworkError({ messageKey: NETWORK_ERROR_KEY, cause });
    }
    return {
      status: response.status,
      body: await readBody(response),
      headers: response.headers,
      requestId: requestIdOf(response.headers.get(REQUEST_ID_HEADER)),
    };
  };

  /**
   * Spec 8: a 401 of a request made with the stored login gets one refresh (shared by every caller
   * through the coordinator) and one retry; a second 401, or a failed refresh, is Unauthorized.
   */
  const withOneRefresh = async (
    path: string,
    token: string | undefined,
    attempt: (token: string | undefined) => Promise<RawAnswer>,
  ): Promise<RawAnswer> => {
    const first = await attempt(token);
    if (first.status !== 401) return first;
    // Login and refresh answer 401 for bad credentials (they pass no token here): no refresh loop
    // from there; and with no stored login there is nothing to refresh.
    if (token === undefined) throw new Unauthorized({ path });
    let fresh: string;
    try {
      fresh = await deps.onUnauthorized(token);
    } catch {
      throw new Unauthorized({ path });
    }
    const second = await attempt(fresh);
    if (second.status === 401) throw new Unauthorized({ path });
    return second;
  };

  const request = async <A>(spec: RequestSpec<A>): Promise<A> => {
    try {
      const token = spec.auth.kind === "session" ? deps.readAccessToken() : undefined;
      const answer = await withOneRefresh(spec.path, token, (t) => send(spec, t));
      const value = await finish(spec.path, answer, spec.decode);
      if (answer.headers !== undefined) spec.onHeaders?.(answer.headers);
      return value;
    } catch (error) {
      throw asApiError(error);
    }
  };

  const newXhr = deps.createXhr ?? (() => new XMLHttpRequest());
  const upload = <A>(spec: UploadSpec<A>): UploadHandle<A> => {
    let current: XMLHttpRequest | undefined;
    let aborted = false;
    const attempt = (token: string | undefined) =>
      new Promise<RawAnswer>((resolve, reject) => {
        const xhr = newXhr();
        current = xhr;
        xhr.open("POST", `${deps.baseUrl}/${spec.path}`);
        const headers = headersOf(
          { method: "POST", path: spec.path, auth: { kind: "session" }, decode: undefined },
          token,
        );
        headers.forEach((value, name) => xhr.setRequestHeader(name, value));
        xhr.upload.addEventListener("progress", (event) => {
          if (event.lengthComputable) spec.onProgress(event.loaded, event.total);
        });
        xhr.addEventListener("load", () =>
          resolve({
            status: xhr.status,
            body: parseJson(xhr.responseText),
            requestId: requestIdOf(xhr.getResponseHeader(REQUEST_ID_HEADER)),
          }),
        );
        const fail = () => reject(new NetworkError({ messageKey: NETWORK_ERROR_KEY, cause: undefined }));
        xhr.addEventListener("error", fail);
        xhr.addEventListener("timeout", fail);
        xhr.addEventListener("abort", fail);
        if (aborted) return fail();
        xhr.send(spec.form);
      });
    const done = (async () => {
      try {
        const answer = await withOneRefresh(spec.path, deps.readAccessToken(), attempt);
        return await finish(spec.path, answer, spec.decode);
      } catch (error) {
        throw asApiError(error);
      }
    })();
    return {
      done,
      abort: () => {
        aborted = true;
        current?.abort();
      },
    };
  };

  return { request, upload };
}

function messageKeyOf(body: unknown): string {
  if (typeof body === "object" && body !== null && "message" in body) {
    const message = (body as { readonly message: unknown }).message;
    if (typeof message === "string" && message !== "") return message;
  }
  return GENERIC_ERROR_KEY;
}

function asApiError(error: unknown): ApiError {
  if (
    error instanceof NetworkError ||
    error instanceof HttpError ||
    error instanceof DecodeError ||
    error instanceof Unauthorized
  ) {
    return error;
  }
  // A bug in a decoder or a Response that cannot be read: still a typed rejection for callers.
  return new NetworkError({ messageKey: NETWORK_ERROR_KEY, cause: error });
}

async function readBody(response: Response): Promise<unknown> {
  return parseJson(await response.text().catch(() => ""));
}

function parseJson(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function finish<A>(path: string, answer: RawAnswer, decode: AnswerDecoder<A> | undefined): Promise<A> {
  // The id goes with the failure so the error screen and a trace can name the request (issue #42).
  const requestId = answer.requestId === undefined ? {} : { requestId: answer.requestId };
  if (answer.status < 200 || answer.status >= 300) {
    throw new HttpError({
      status: answer.status,
      messageKey: messageKeyOf(answer.body),
      body: answer.body,
      ...requestId,
    });
  }
  if (decode === undefined) return undefined as A;
  const decoded = await decode(answer.body);
  if ("error" in decoded) {
    throw new DecodeError({ path, issue: decoded.error.message, ...requestId });
  }
  return decoded.value;
}
