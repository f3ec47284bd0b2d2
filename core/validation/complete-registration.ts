import type { FieldErrors } from "./field-errors";
import { hasNoErrors } from "./field-errors";
import { readField } from "./loose-input";
import { validatePasswordPair } from "./password-pair";
import type { PasswordPairField } from "./password-pair";
import { isValidVerificationCode } from "./verification-code";
import type { ValidationKey } from "./validation-key";

/** The password part of the complete-registration screen (/setpassword) before the code is sent. */
export type CompleteRegistrationField = PasswordPairField | "terms";

export function validateCompleteRegistrationForm(form: unknown): FieldErrors<CompleteRegistrationField> {
  return {
    ...validatePasswordPair(readField(form, "password"), readField(form, "password_confirmation")),
    terms: validateTerms(readField(form, "terms")),
  };
}

/** Spec 4: send-code is enabled only once both passwords are valid, match, and terms are ticked. */
export function canSendCode(form: unknown): boolean {
  return hasNoErrors(validateCompleteRegistrationForm(form));
}

/**
 * Spec 4 says submit needs a pin of 6 characters; spec 5 says the code is 6 digits. A pin of six
 * non-digits could only be refused later, so submit waits for six digits.
 */
export function canSubmitPin(pin: unknown): boolean {
  return isValidVerificationCode(pin);
}

/** The terms checkbox: only a ticked box (true) passes; 'Required' otherwise. */
export function validateTerms(value: unknown): readonly ValidationKey[] {
  return value === true ? [] : ["b2b_terms_required"];
}
