import { COUNTRY_CODES } from "../constants/portal-constants";
import type { CountryCode } from "../constants/portal-constants";
import type { ValidationKey } from "./validation-key";

/**
 * The offered country code a field holds, or undefined. A select may bind the number or its
 * text ("30"), so both are read; anything else (including "+30", "030" or " 30") is not a choice.
 */
export function readCountryCode(value: unknown): CountryCode | undefined {
  return COUNTRY_CODES.find((offered) => offered === value || String(offered) === value);
}

/** The country-code field: [] for an offered code, otherwise 'Please select a country code'. */
export function validateCountryCode(value: unknown): readonly ValidationKey[] {
  return readCountryCode(value) === undefined ? ["b2b_country_code_required"] : [];
}
