import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidPassword } from "../validation/password";
import {
  isSameAsCurrent,
  passwordChangeIsValid,
  validatePasswordChange,
  validatePasswordChangeBeforeProof,
} from "./password-change";

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

describe("validatePasswordChangeBeforeProof (issue 29 item 3)", () => {
  it("is the full rule without 'same as current', which waits for the current password's proof", () => {
    const change = fc.record({
      current: fc.oneof(fc.string({ maxLength: 20 }), fc.constant("Kalimera#2026")),
      next: fc.oneof(fc.string({ maxLength: 20 }), fc.constant("Kalimera#2026")),
      confirmation: fc.oneof(fc.string({ maxLength: 20 }), fc.constant("Kalimera#2026")),
    });
    fc.assert(
      fc.property(change, (c) => {
        const full = validatePasswordChange(c);
        const before = validatePasswordChangeBeforeProof(c);
        expect(before.next).not.toContain("b2b_password_same_as_current");
        expect(before).toEqual({
          ...full,
          next: full.next.filter((key) => key !== "b2b_password_same_as_current"),
        });
        expect(full.next.includes("b2b_password_same_as_current")).toBe(isSameAsCurrent(c));
      }),
    );
    const same = { current: "Kalimera#2026", next: "Kalimera#2026", confirmation: "Kalimera#2026" };
    expect(passwordChangeIsValid(validatePasswordChangeBeforeProof(same))).toBe(true);
    expect(isSameAsCurrent(same)).toBe(true);
  });
});
