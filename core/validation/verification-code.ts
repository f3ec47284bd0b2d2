import { VERIFICATION_CODE_LENGTH } from "../constants/portal-constants";
import { isAsciiDigits, readText } from "./loose-input";
import type { ValidationKey } from "./validation-key";

/** Spec 5 and 9: the SMS verification code is numeric, exactly 6 digits. */
export function isValidVerificationCode(value: unknown): boolean {
  const text = readText(value);
  return text.length === VERIFICATION_CODE_LENGTH && isAsciiDigits(text);
}

/** The pin field: [] when valid, otherwise 'The code must have 6 digits' (our text; spec gives none). */
export function validateVerificationCode(value: unknown): readonly ValidationKey[] {
  return isValidVerificationCode(value) ? [] : ["b2b_verification_code_invalid"];
}
