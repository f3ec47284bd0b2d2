import type { FieldErrors } from "./field-errors";
import { hasNoErrors } from "./field-errors";
import { readField } from "./loose-input";
import { validatePasswordPair } from "./password-pair";
import type { PasswordPairField } from "./password-pair";

/** The reset form reached by the e-mailed hash (/resetpassword/{hash}): both passwords valid and equal. */
export function validateResetPasswordForm(form: unknown): FieldErrors<PasswordPairField> {
  return validatePasswordPair(readField(form, "password"), readField(form, "password_confirmation"));
}

export function isResetSubmittable(form: unknown): boolean {
  return hasNoErrors(validateResetPasswordForm(form));
}
