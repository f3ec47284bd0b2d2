import type { ValidationKey } from "./validation-key";

/**
 * Country codes offered on registration and forgot-password (spec 3 and 9), default Greece.
 * Kept here until core/constants exports COUNTRY_CODES; then this should re-point to it.
 */
export const REGISTER_COUNTRY_CODES = [30, 40, 49, 357] as const;
export type CountryCode = (typeof REGISTER_COUNTRY_CODES)[number];
export const DEFAULT_COUNTRY_CODE: CountryCode = 30;
/** Greece: the one code with its own mobile rules (10 digits starting with 69). */
export const GREEK_COUNTRY_CODE: CountryCode = 30;

/**
 * The offered country code a field holds, or undefined. A select may bind the number or its
 * text ("30"), so both are read; anything else (including "+30", "030" or " 30") is not a choice.
 */
export function readCountryCode(value: unknown): CountryCode | undefined {
  return REGISTER_COUNTRY_CODES.find((offered) => offered === value || String(offered) === value);
}

/** The country-code field: [] for an offered code, otherwise 'Please select a country code'. */
export function validateCountryCode(value: unknown): readonly ValidationKey[] {
  return readCountryCode(value) === undefined ? ["b2b_country_code_required"] : [];
}
