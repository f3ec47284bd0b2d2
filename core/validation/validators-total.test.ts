import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validationMessages } from "../i18n/catalogue-validation";
import {
  canSendCode,
  canSubmitPin,
  validateCompleteRegistrationForm,
  validateTerms,
} from "./complete-registration";
import { validateCountryCode } from "./country-codes";
import { validateEmail, isValidEmail } from "./email";
import { allErrorKeys } from "./field-errors";
import { isForgotSubmittable, validateForgotPasswordForm } from "./forgot-password";
import { isLoginSubmittable, validateLoginForm } from "./login";
import { validateMobile } from "./mobile";
import { validatePassword, isValidPassword } from "./password";
import { isRegisterSubmittable, validateGender, validateRegisterForm, validateStores } from "./register-form";
import { isResetSubmittable, validateResetPasswordForm } from "./reset-password";
import { validateTaskTitle } from "./task-title";
import { validateVerificationCode } from "./verification-code";

// Every rule of the folder as "input → keys", so one property covers them all.
const rules: ReadonlyArray<readonly [string, (input: unknown) => readonly string[]]> = [
  ["email", validateEmail],
  ["country code", validateCountryCode],
  ["mobile (30)", (input) => validateMobile(input, 30)],
  ["mobile (any code)", (input) => validateMobile(input, input)],
  ["password", validatePassword],
  ["verification code", validateVerificationCode],
  ["terms", validateTerms],
  ["gender", validateGender],
  ["stores", validateStores],
  ["task title", validateTaskTitle],
  ["login", (input) => allErrorKeys(validateLoginForm(input))],
  ["register", (input) => allErrorKeys(validateRegisterForm(input))],
  ["complete registration", (input) => allErrorKeys(validateCompleteRegistrationForm(input))],
  ["forgot password", (input) => allErrorKeys(validateForgotPasswordForm(input))],
  ["reset password", (input) => allErrorKeys(validateResetPasswordForm(input))],
];

const predicates: ReadonlyArray<(input: unknown) => boolean> = [
  isValidEmail,
  isValidPassword,
  canSendCode,
  canSubmitPin,
  isLoginSubmittable,
  isRegisterSubmittable,
  isForgotSubmittable,
  isResetSubmittable,
];

// Forms whose fields hold anything, so the field readers are exercised, not only the outer guard.
const looseForm = fc.dictionary(
  fc.constantFrom(
    "username",
    "pass",
    "first_name",
    "last_name",
    "gender",
    "country_code",
    "mobile",
    "email",
    "role",
    "store",
    "job_position",
    "password",
    "password_confirmation",
    "terms",
    "type",
    "value",
  ),
  fc.anything(),
);
const anyInput = fc.oneof(fc.anything(), looseForm, fc.string({ unit: "binary" }));

describe("every validation rule", () => {
  it("answers for any input without throwing, only with keys of the catalogue", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        for (const [, rule] of rules) {
          for (const key of rule(input)) {
            expect(Object.hasOwn(validationMessages, key)).toBe(true);
            const entry = validationMessages[key as keyof typeof validationMessages];
            expect(entry.en.length).toBeGreaterThan(0);
            expect(entry.gr.length).toBeGreaterThan(0);
          }
        }
        for (const predicate of predicates) expect(typeof predicate(input)).toBe("boolean");
      }),
      { numRuns: 500 },
    );
  });

  it.each(rules)("%s survives a form whose fields throw when read", (_name, rule) => {
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error("hostile getter");
        },
      },
    );
    expect(Array.isArray(rule(hostile))).toBe(true);
  });
});
