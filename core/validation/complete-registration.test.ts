import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canSendCode,
  canSubmitPin,
  validateCompleteRegistrationForm,
  validateTerms,
} from "./complete-registration";
import { VERIFICATION_CODE_LENGTH } from "../constants/portal-constants";
import { validateVerificationCode } from "./verification-code";

const good = { password: "Abcdef1!", password_confirmation: "Abcdef1!", terms: true };

describe("complete registration", () => {
  it("enables send-code only with two valid equal passwords and ticked terms", () => {
    expect(validateCompleteRegistrationForm(good)).toEqual({
      password: [],
      password_confirmation: [],
      terms: [],
    });
    expect(canSendCode(good)).toBe(true);
    expect(canSendCode({ ...good, terms: false })).toBe(false);
    expect(canSendCode({ ...good, password_confirmation: "Abcdef1?" })).toBe(false);
    expect(canSendCode({ ...good, password: "abcdef1!", password_confirmation: "abcdef1!" })).toBe(false);
    expect(canSendCode(undefined)).toBe(false);
  });

  it("puts each message under its field", () => {
    expect(validateCompleteRegistrationForm({ password: "short", password_confirmation: "other" })).toEqual({
      password: ["b2b_password_rules"],
      password_confirmation: ["b2b_password_rules", "b2b_passwords_must_match"],
      terms: ["b2b_terms_required"],
    });
    expect(
      validateCompleteRegistrationForm({ ...good, password_confirmation: "Abcdef1!!" }).password_confirmation,
    ).toEqual(["b2b_passwords_must_match"]);
  });

  it("counts only a ticked box (true) as accepted terms", () => {
    expect(validateTerms(true)).toEqual([]);
    for (const terms of [false, "true", 1, "on", undefined, null]) {
      expect(validateTerms(terms)).toEqual(["b2b_terms_required"]);
    }
  });

  it("checks the code: numeric, exactly 6 digits", () => {
    expect(VERIFICATION_CODE_LENGTH).toBe(6);
    expect(validateVerificationCode("012345")).toEqual([]);
    expect(validateVerificationCode(123456)).toEqual([]);
    for (const code of ["12345", "1234567", "12345a", "１２３４５６", " 12345", "", undefined, 12345]) {
      expect(validateVerificationCode(code)).toEqual(["b2b_verification_code_invalid"]);
    }
  });

  it("enables submit only for a pin of 6 digits", () => {
    expect(canSubmitPin("000000")).toBe(true);
    expect(canSubmitPin("00000")).toBe(false);
    expect(canSubmitPin("abcdef")).toBe(false);
    expect(canSubmitPin(null)).toBe(false);
  });

  it("a pin is submittable exactly when it is 6 ASCII digits", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^[0-9]{4,8}$/), fc.string({ unit: "binary" })),
        (pin) => {
          expect(canSubmitPin(pin)).toBe(/^[0-9]{6}$/.test(pin));
        },
      ),
      {
        numRuns: 300,
      },
    );
  });

  it("send-code is enabled exactly when the password is valid, repeated and terms are ticked", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary" }),
        fc.string({ unit: "binary" }),
        fc.boolean(),
        (password, other, terms) => {
          for (const confirmation of [password, other]) {
            const form = { password, password_confirmation: confirmation, terms };
            const expected =
              validateCompleteRegistrationForm(form).password.length === 0 &&
              confirmation === password &&
              terms;
            expect(canSendCode(form)).toBe(expected);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
