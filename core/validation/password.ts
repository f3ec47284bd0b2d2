import type { ValidationKey } from "./validation-key";

/** Spec 5 and 9: at least 8 characters with one uppercase letter, one digit, one special char. */
export const PASSWORD_MIN_LENGTH = 8;
/** Exactly the spec's list; no other symbol counts as special. */
export const PASSWORD_SPECIAL_CHARACTERS = "@$!%*?&()~#_+={}|:;<>,.-^";

const SPECIALS: ReadonlySet<string> = new Set(PASSWORD_SPECIAL_CHARACTERS);
const UPPERCASE = /^\p{Lu}$/u;

/**
 * The password rule. Decisions (docs/decisions.md):
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
