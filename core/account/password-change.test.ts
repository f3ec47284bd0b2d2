import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidPassword } from "../validation/password";
import { passwordChangeIsValid, validatePasswordChange } from "./password-change";

describe("validatePasswordChange", () => {
  it("accepts a valid new password, confirmed, different from the current one", () => {
    const errors = validatePasswordChange({
      current: "Demo#2024",
      next: "Kalimera#2026",
      confirmation: "Kalimera#2026",
    });
    expect(passwordChangeIsValid(errors)).toBe(true);
  });

  it("pins the keys: missing current, spec's rule, 'Passwords must match', same as current", () => {
    expect(validatePasswordChange({ current: "", next: "short", confirmation: "other" })).toEqual({
      current: ["b2b_password_current_required"],
      next: ["b2b_password_rules"],
      confirmation: ["b2b_passwords_must_match"],
    });
    expect(
      validatePasswordChange({ current: "Demo#2024", next: "Demo#2024", confirmation: "Demo#2024" }).next,
    ).toEqual(["b2b_password_same_as_current"]);
  });

  it("property: valid exactly when current is given, next follows the rule, differs and is confirmed", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.boolean(), (current, next, confirm) => {
        const confirmation = confirm ? next : `${next}x`;
        const valid = passwordChangeIsValid(validatePasswordChange({ current, next, confirmation }));
        expect(valid).toBe(current !== "" && isValidPassword(next) && next !== current && confirm);
      }),
    );
  });
});
