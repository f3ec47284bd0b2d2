import type { FieldErrors } from "./field-errors";
import { hasNoErrors } from "./field-errors";
import { codePointLength, isFilled, readField, readText } from "./loose-input";
import type { ValidationKey } from "./validation-key";

/**
 * Spec 5: a login password shorter than 2 characters is refused. The spec's message for it
 * ("can not be less than 6 digits") contradicts the rule; we keep the rule and a truthful text.
 */
export const LOGIN_PASSWORD_MIN_LENGTH = 2;

/** The login form's fields (spec 3: username is the mobile number, pass the password). */
export type LoginField = "username" | "pass";

export function validateLoginForm(form: unknown): FieldErrors<LoginField> {
  return {
    username: validateLoginUsername(readField(form, "username")),
    pass: validateLoginPassword(readField(form, "pass")),
  };
}

export function isLoginSubmittable(form: unknown): boolean {
  return hasNoErrors(validateLoginForm(form));
}

/** Required only: a white-space-only username counts as empty. Its format is the server's concern. */
export function validateLoginUsername(value: unknown): readonly ValidationKey[] {
  return isFilled(readText(value)) ? [] : ["b2b_login_username_required"];
}

/**
 * Required, then at least 2 code points. The password is never trimmed: spaces are characters of
 * a password, and older accounts may have passwords the register rule would now refuse.
 */
export function validateLoginPassword(value: unknown): readonly ValidationKey[] {
  const text = typeof value === "string" ? value : "";
  if (text.length === 0) return ["b2b_login_password_required"];
  return codePointLength(text) < LOGIN_PASSWORD_MIN_LENGTH ? ["b2b_login_password_too_short"] : [];
}
