import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from "../../../../core/constants/portal-constants";

/** The mobile and password of an `Authorization: Basic base64(mobile:password)` header. */
export interface BasicCredentials {
  readonly username: string;
  readonly password: string;
}

/** Parses a Basic header; null when absent or malformed. The password may itself contain ':'. */
export function parseBasicAuthorization(header: string | undefined): BasicCredentials | null {
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header ?? "");
  if (match?.[1] === undefined) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** A login name read as a phone number: which stored (country code, mobile) pairs it may mean. */
export interface MobileCandidate {
  readonly countryCode: string;
  readonly mobile: string;
}

const DEFAULT_COUNTRY = String(DEFAULT_COUNTRY_CODE);
const OFFERED_COUNTRY_CODES = COUNTRY_CODES.map(String);

/**
 * The login form takes "mobile" without a country field, so we accept the bare national number
 * (meaning +30, the default country) and the international forms 30…, +30…, 0030… for every offered
 * country code. Spaces, dots and dashes are ignored. Returns the candidates to look up, most likely first.
 */
export function mobileCandidates(username: string): readonly MobileCandidate[] {
  const compact = username.trim().replace(/[\s.()-]/g, "");
  if (!/^(\+|00)?\d{4,15}$/.test(compact)) return [];
  const international = compact.startsWith("+") || compact.startsWith("00");
  const digits = compact.replace(/^(\+|00)/, "");
  const candidates: MobileCandidate[] = [];
  if (!international) candidates.push({ countryCode: DEFAULT_COUNTRY, mobile: digits });
  for (const code of OFFERED_COUNTRY_CODES)
    if (digits.startsWith(code) && digits.length > code.length + 4)
      candidates.push({ countryCode: code, mobile: digits.slice(code.length) });
  return candidates;
}
