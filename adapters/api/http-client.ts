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
import { languageHeader } from "./language-header";
import type { Checked } from "./light-answers";

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
  /** `undefined` decoder: the answer body is ignored (logout). */
  readonly decode: AnswerDecoder<A> | undefined;
}

export interface HttpClientDeps {
  /** Host plus base path, no trailing slash (see config/api-config.ts). */
  readonly baseUrl: string;
  readonly fetch: typeof globalThis.fetch;
  readonly readAccessToken: () => string | undefined;
  readonly language: () => AppLanguage | undefined;
  /**
   * Called on a 401 of a session request that carried a token; resolves with a fresh access token
   * or rejects. Concurrency is the refresh coordinator's job: every caller shares its one refresh.
   */
  readonly onUnauthorized: () => Promise<string>;
}

export interface HttpClient {
  /** Resolves with the decoded answer; rejects only with an {@link ApiError}. */
  readonly request: <A>(spec: RequestSpec<A>) => Promise<A>;
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const urlOf = (spec: RequestSpec<unknown>): string => {
    const query =
      spec.query === undefined
        ? ""
        : `?${new URLSearchParams(Object.entries(spec.query).map(([k, v]) => [k, String(v)])).toString()}`;
    return `${deps.baseUrl}/${spec.path}${query}`;
  };

  const headersOf = (spec: RequestSpec<unknown>, accessToken: string | undefined): Headers => {
    // Spec 7: Accept always; Authorization and Language only with a stored login.
    const headers = new Headers({ Accept: "application/json" });
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

  const send = async (spec: RequestSpec<unknown>, accessToken: string | undefined) => {
    try {
      return await deps.fetch(urlOf(spec), {
        method: spec.method,
        headers: headersOf(spec, accessToken),
        ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
      });
    } catch (cause) {
      throw new NetworkError({ messageKey: NETWORK_ERROR_KEY, cause });
    }
  };

  const request = async <A>(spec: RequestSpec<A>): Promise<A> => {
    try {
      const token = spec.auth.kind === "session" ? deps.readAccessToken() : undefined;
      const first = await send(spec, token);
      if (first.status !== 401) return await finish(spec, first);
      // Login and refresh answer 401 for bad credentials: no refresh loop from there; and with
      // no stored login there is nothing to refresh.
      if (spec.auth.kind !== "session" || token === undefined) {
        throw new Unauthorized({ path: spec.path });
      }
      let fresh: string;
      try {
        fresh = await deps.onUnauthorized();
      } catch {
        throw new Unauthorized({ path: spec.path });
      }
      const second = await send(spec, fresh);
      if (second.status === 401) throw new Unauthorized({ path: spec.path });
      return await finish(spec, second);
    } catch (error) {
      throw asApiError(error);
    }
  };

  return { request };
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
  const text = await response.text().catch(() => "");
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function finish<A>(spec: RequestSpec<A>, response: Response): Promise<A> {
  const body = await readBody(response);
  if (!response.ok) {
    throw new HttpError({ status: response.status, messageKey: messageKeyOf(body), body });
  }
  if (spec.decode === undefined) return undefined as A;
  const decoded = await spec.decode(body);
  if ("error" in decoded) {
    throw new DecodeError({ path: spec.path, issue: decoded.error.message });
  }
  return decoded.value;
}
