/**
 * MSAL's failures as the session machine reads a failure (machines/api-failure.ts): with the key of
 * the message to show. MSAL's error classes are not imported (MSAL loads lazily, and only with the
 * corporate sign-in); its errors are read by their `errorCode`, which is the provider's own `error`
 * for an answer from the provider (OAuth 2.0 §4.1.2.1) and MSAL's code otherwise.
 */
export class CorporateSignInFailure extends Error {
  readonly _tag = "CorporateSignInFailure";
  constructor(
    readonly messageKey: string,
    readonly errorCode: string,
    options?: ErrorOptions,
  ) {
    super(`corporate sign-in failed: ${errorCode}`, options);
    this.name = "CorporateSignInFailure";
  }
}

/** The user said no at the provider (Cancel, or refused consent), or closed its window. */
const CANCELLED = new Set(["access_denied", "user_cancelled"]);

/** The provider could not be reached or did not answer properly: not the user's doing. */
const UNAVAILABLE = new Set([
  "no_network_connectivity",
  "network_error",
  "get_request_failed",
  "post_request_failed",
  "failed_to_parse_response",
  "endpoints_resolution_error",
  "openid_config_error",
  "server_error",
  "temporarily_unavailable",
]);

export const CORPORATE_CANCELLED_KEY = "ui_login_corporate_cancelled";
export const CORPORATE_UNAVAILABLE_KEY = "b2b_corporate_sign_in_unavailable";

/** A known MSAL failure as a CorporateSignInFailure with its message key; anything else unchanged. */
export function toCorporateSignInFailure(error: unknown): unknown {
  const code = errorCodeOf(error);
  if (code === undefined) return error;
  if (CANCELLED.has(code)) return new CorporateSignInFailure(CORPORATE_CANCELLED_KEY, code, { cause: error });
  if (UNAVAILABLE.has(code))
    return new CorporateSignInFailure(CORPORATE_UNAVAILABLE_KEY, code, { cause: error });
  return error;
}

function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { errorCode } = error as { readonly errorCode?: unknown };
  return typeof errorCode === "string" && errorCode !== "" ? errorCode : undefined;
}
