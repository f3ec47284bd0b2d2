import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidPassword } from "./password";
import { isResetSubmittable, validateResetPasswordForm } from "./reset-password";

describe("reset password by hash", () => {
  it("needs both passwords valid and equal", () => {
    expect(isResetSubmittable({ password: "Secret#9", password_confirmation: "Secret#9" })).toBe(true);
    expect(validateResetPasswordForm({ password: "Secret#9", password_confirmation: "Secret#8" })).toEqual({
      password: [],
      password_confirmation: ["b2b_passwords_must_match"],
    });
    expect(validateResetPasswordForm({ password: "secret", password_confirmation: "secret" })).toEqual({
      password: ["b2b_password_rules"],
      password_confirmation: ["b2b_password_rules"],
    });
    // Equality is exact: a trailing space is a different password.
    expect(isResetSubmittable({ password: "Secret#9", password_confirmation: "Secret#9 " })).toBe(false);
    expect(validateResetPasswordForm(undefined)).toEqual({
      password: ["b2b_password_rules"],
      password_confirmation: ["b2b_password_rules"],
    });
  });

  it("is submittable exactly when the first is valid and the second equals it", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme" }),
        fc.string({ unit: "grapheme" }),
        (password, confirmation) => {
          const form = { password, password_confirmation: confirmation };
          expect(isResetSubmittable(form)).toBe(isValidPassword(password) && password === confirmation);
          expect(isResetSubmittable({ password, password_confirmation: password })).toBe(
            isValidPassword(password),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
