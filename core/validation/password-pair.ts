import type { FieldErrors } from "./field-errors";
import { validatePassword } from "./password";
import type { ValidationKey } from "./validation-key";

export type PasswordPairField = "password" | "password_confirmation";

/**
 * A new password typed twice (complete registration, reset by hash): "both passwords valid and
 * equal". Each field carries the password rule on its own text; the confirmation also carries
 * 'Passwords must match' when the two differ. Equality is exact (no trimming, no normalisation),
 * because the server stores exactly what was typed.
 */
export function validatePasswordPair(
  password: unknown,
  confirmation: unknown,
): FieldErrors<PasswordPairField> {
  const matchKeys: readonly ValidationKey[] = sameText(password, confirmation)
    ? []
    : ["b2b_passwords_must_match"];
  return {
    password: validatePassword(password),
    password_confirmation: [...validatePassword(confirmation), ...matchKeys],
  };
}

// A field that holds no text counts as empty, so two untouched fields match (each still fails the rule).
function sameText(a: unknown, b: unknown): boolean {
  return (typeof a === "string" ? a : "") === (typeof b === "string" ? b : "");
}
