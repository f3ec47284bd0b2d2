import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from "../constants/portal-constants";
import type { ValidationKey } from "./validation-key";

const SPECIALS: ReadonlySet<string> = new Set(PASSWORD_SPECIAL_CHARACTERS);
const UPPERCASE = /^\p{Lu}$/u;

/**
 * The password rule of spec 5: at least 8 characters, one uppercase letter, one digit and one of
 * exactly the spec's special characters (no other symbol counts). Decisions (docs/decisions.md):
 * - No lowercase letter is required: the spec's message, which users read, does not ask for one.
 * - Length counts Unicode code points, so "É" or an emoji is one character.
 * - Uppercase is any Unicode uppercase letter (Greek "Α" as well as Latin "A"): the portal is Greek.
 * - Digits are ASCII 0-9 only.
 * - Any other characters (lowercase, spaces, other symbols, any script) are allowed, so
 *   passphrases are not rejected.
 */
export function isValidPassword(value: unknown): value is string {
  if (typeof value !== "string") return false;
  let length = 0;
  let hasUppercase = false;
  let hasDigit = false;
  let hasSpecial = false;
  for (const char of value) {
    length += 1;
    if (char >= "0" && char <= "9") hasDigit = true;
    else if (SPECIALS.has(char)) hasSpecial = true;
    else if (UPPERCASE.test(char)) hasUppercase = true;
  }
  return length >= PASSWORD_MIN_LENGTH && hasUppercase && hasDigit && hasSpecial;
}

/** A password field: [] when valid, otherwise the spec's one message for all four conditions. */
export function validatePassword(value: unknown): readonly ValidationKey[] {
  return isValidPassword(value) ? [] : ["b2b_password_rules"];
}
