/*
 * Opening the external portal (spec 2 Header, spec 3 Token data, spec 7 Authentication;
 * docs/decisions.md, "The external portal"): the portal token of GET wegPortalAuth is kept with its
 * expiry and used again while it has time left; GET weg names the portal, which opens in a new
 * window with the token in the address's fragment.
 */

/** The portal token as it is kept in local storage: the value and the instant it expires (ms). */
export interface KeptPortalToken {
  readonly value: string;
  readonly expires_at: number;
}

/**
 * A kept token is used again only with at least this much time left, so the portal does not
 * receive a token that expires while it is being opened.
 */
export const PORTAL_TOKEN_MARGIN_MS = 60_000;

/** The name of the fragment parameter that carries the token. */
export const PORTAL_TOKEN_PARAMETER = "portal_token";

/** The kept token when it is still good at `nowMs` (with the margin), otherwise undefined. */
export function usablePortalToken(
  kept: KeptPortalToken | undefined,
  nowMs: number,
): KeptPortalToken | undefined {
  if (kept === undefined || kept.value === "") return undefined;
  return kept.expires_at - PORTAL_TOKEN_MARGIN_MS > nowMs ? kept : undefined;
}

/** The answer of GET wegPortalAuth ({ Success, expires_in } in seconds) as it is kept. */
export function keptPortalToken(
  answer: { readonly Success: string; readonly expires_in: number },
  nowMs: number,
): KeptPortalToken {
  return { value: answer.Success, expires_at: nowMs + Math.max(0, answer.expires_in) * 1000 };
}

/**
 * The address the new window opens: the portal's url with the token in the fragment. A fragment is
 * never sent in a request, so the token stays out of server logs and Referer headers; the portal's
 * page reads it. Undefined when the url is not an http(s) address (nothing is opened then).
 */
export function externalPortalAddress(url: string, token: string): string | undefined {
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    return undefined;
  }
  if (address.protocol !== "https:" && address.protocol !== "http:") return undefined;
  address.hash = `${PORTAL_TOKEN_PARAMETER}=${encodeURIComponent(token)}`;
  return address.toString();
}
