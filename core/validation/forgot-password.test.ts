import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidEmail } from "./email";
import { FORGOT_PASSWORD_TYPES, isForgotSubmittable, validateForgotPasswordForm } from "./forgot-password";

describe("forgot password", () => {
  it("offers phone and email", () => {
    expect(FORGOT_PASSWORD_TYPES).toEqual(["phone", "email"]);
  });

  it("asks an e-mail request for a valid address and ignores the country code", () => {
    expect(
      validateForgotPasswordForm({ type: "email", value: "maria@example.gr", country_code: "x" }),
    ).toEqual({
      type: [],
      country_code: [],
      value: [],
    });
    expect(validateForgotPasswordForm({ type: "email", value: "maria" }).value).toEqual([
      "b2b_email_invalid",
    ]);
    expect(validateForgotPasswordForm({ type: "email" }).value).toEqual(["b2b_email_invalid"]);
  });

  it("asks a phone request for a mobile valid under its country code", () => {
    expect(isForgotSubmittable({ type: "phone", country_code: 30, value: "6912345678" })).toBe(true);
    expect(
      validateForgotPasswordForm({ type: "phone", country_code: 30, value: "2101234567" }).value,
    ).toEqual(["b2b_mobile_format_gr"]);
    expect(isForgotSubmittable({ type: "phone", country_code: "357", value: "99123456" })).toBe(true);
    expect(validateForgotPasswordForm({ type: "phone", value: "6912345678" })).toEqual({
      type: [],
      country_code: ["b2b_country_code_required"],
      value: [],
    });
    expect(validateForgotPasswordForm({ type: "phone", country_code: 30, value: "" }).value).toEqual([
      "b2b_mobile_required",
    ]);
  });

  it("blocks a request without a known type", () => {
    for (const type of [undefined, "sms", "Email", 1]) {
      expect(validateForgotPasswordForm({ type, value: "maria@example.gr" })).toEqual({
        type: ["b2b_forgot_type_required"],
        country_code: [],
        value: [],
      });
      expect(isForgotSubmittable({ type, value: "maria@example.gr" })).toBe(false);
    }
  });

  it("a Greek phone request is submittable exactly when the mobile is 69 and 8 digits", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^69[0-9]{8}$/), fc.stringMatching(/^[0-9]{8,12}$/)),
        (value) => {
          expect(isForgotSubmittable({ type: "phone", country_code: 30, value })).toBe(
            /^69\d{8}$/.test(value),
          );
        },
      ),
      {
        numRuns: 300,
      },
    );
  });

  it("an e-mail request is submittable exactly when the address is valid", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress()), (value) => {
        expect(isForgotSubmittable({ type: "email", value })).toBe(isValidEmail(value));
      }),
      { numRuns: 300 },
    );
  });
});
