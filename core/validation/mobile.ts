import { GREEK_COUNTRY_CODE, GREEK_MOBILE_LENGTH, GREEK_MOBILE_PREFIX } from "../constants/portal-constants";
import { readCountryCode } from "./country-codes";
import { isAsciiDigits, isFilled, readText } from "./loose-input";
import type { ValidationKey } from "./validation-key";

/**
 * Other offered country codes: the spec only says "numeric". E.164 numbers have at most 15 digits
 * including the country code (up to 3 digits), which leaves 12 for the national number; 4 is the
 * shortest national number in use. Our decision, recorded in docs/decisions.md.
 */
export const INTERNATIONAL_MOBILE_MIN_DIGITS = 4;
export const INTERNATIONAL_MOBILE_MAX_DIGITS = 12;

/**
 * The mobile field under the given country code. Checks run as a chain: required, then numeric
 * (length means nothing for non-digits); for Greece the length and the 69 prefix are then both
 * reported when both fail. The value is checked as given, not trimmed, because it is what gets
 * sent. An unknown country code is reported on its own field (validateCountryCode), so here only
 * required and numeric apply.
 */
export function validateMobile(mobile: unknown, countryCode: unknown): readonly ValidationKey[] {
  const text = readText(mobile);
  if (!isFilled(text)) return ["b2b_mobile_required"];
  if (!isAsciiDigits(text)) return ["b2b_mobile_numeric"];
  const code = readCountryCode(countryCode);
  if (code === undefined) return [];
  if (code === GREEK_COUNTRY_CODE) {
    const keys: ValidationKey[] = [];
    if (text.length !== GREEK_MOBILE_LENGTH) keys.push("b2b_mobile_length_gr");
    if (!text.startsWith(GREEK_MOBILE_PREFIX)) keys.push("b2b_mobile_format_gr");
    return keys;
  }
  return text.length < INTERNATIONAL_MOBILE_MIN_DIGITS || text.length > INTERNATIONAL_MOBILE_MAX_DIGITS
    ? ["b2b_mobile_length_international"]
    : [];
}
