import { validateCountryCode } from "./country-codes";
import { validateEmail } from "./email";
import type { FieldErrors } from "./field-errors";
import { hasNoErrors, noErrors } from "./field-errors";
import { readField } from "./loose-input";
import { validateMobile } from "./mobile";

/** Spec 3: the forgot-password request is made by phone or by e-mail. */
export const FORGOT_PASSWORD_TYPES = ["phone", "email"] as const;
export type ForgotPasswordType = (typeof FORGOT_PASSWORD_TYPES)[number];

/** Fields as in the payload (spec 3): type, country_code, value. */
export type ForgotPasswordField = "type" | "country_code" | "value";

/**
 * By e-mail the value must be a valid address; by phone it follows the register mobile rules under
 * its country code. The country code is only judged for a phone request (an e-mail request sends
 * whatever the unused select holds). An unknown type blocks with its own message and leaves the
 * value unjudged, since there is no rule to judge it by.
 */
export function validateForgotPasswordForm(form: unknown): FieldErrors<ForgotPasswordField> {
  const type = readForgotPasswordType(readField(form, "type"));
  const value = readField(form, "value");
  const countryCode = readField(form, "country_code");
  switch (type) {
    case "email":
      return { type: noErrors(), country_code: noErrors(), value: validateEmail(value) };
    case "phone":
      return {
        type: noErrors(),
        country_code: validateCountryCode(countryCode),
        value: validateMobile(value, countryCode),
      };
    case undefined:
      return { type: ["b2b_forgot_type_required"], country_code: noErrors(), value: noErrors() };
  }
}

/** Spec 5: submit is disabled while the request is invalid. */
export function isForgotSubmittable(form: unknown): boolean {
  return hasNoErrors(validateForgotPasswordForm(form));
}

function readForgotPasswordType(value: unknown): ForgotPasswordType | undefined {
  return FORGOT_PASSWORD_TYPES.find((type) => type === value);
}
