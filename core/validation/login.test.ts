import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOGIN_PASSWORD_MIN_LENGTH, isLoginSubmittable, validateLoginForm } from "./login";

describe("validateLoginForm", () => {
  it("keeps the spec's rule of at least 2 characters", () => {
    expect(LOGIN_PASSWORD_MIN_LENGTH).toBe(2);
  });

  it("accepts a filled username and a password of 2 characters", () => {
    expect(validateLoginForm({ username: "6912345678", pass: "ab" })).toEqual({ username: [], pass: [] });
    expect(isLoginSubmittable({ username: "6912345678", pass: "ab" })).toBe(true);
  });

  it("requires the username", () => {
    for (const username of [undefined, null, "", "  ", {}]) {
      expect(validateLoginForm({ username, pass: "secret" }).username).toEqual([
        "b2b_login_username_required",
      ]);
    }
  });

  it("gives 'cannot be empty' for an empty password and 'at least 2' for one character", () => {
    expect(validateLoginForm({ username: "u", pass: "" }).pass).toEqual(["b2b_login_password_required"]);
    expect(validateLoginForm({ username: "u" }).pass).toEqual(["b2b_login_password_required"]);
    expect(validateLoginForm({ username: "u", pass: "a" }).pass).toEqual(["b2b_login_password_too_short"]);
    // A space is a character of a password, not emptiness.
    expect(validateLoginForm({ username: "u", pass: " " }).pass).toEqual(["b2b_login_password_too_short"]);
    // One emoji is one character although it is two UTF-16 units.
    expect(validateLoginForm({ username: "u", pass: "😀" }).pass).toEqual(["b2b_login_password_too_short"]);
    expect(validateLoginForm({ username: "u", pass: "😀😀" }).pass).toEqual([]);
  });

  it("reports both fields of a missing form", () => {
    expect(validateLoginForm(undefined)).toEqual({
      username: ["b2b_login_username_required"],
      pass: ["b2b_login_password_required"],
    });
    expect(isLoginSubmittable(null)).toBe(false);
  });

  it("a password passes exactly when it has at least 2 code points", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (pass) => {
        const passes = validateLoginForm({ username: "u", pass }).pass.length === 0;
        expect(passes).toBe(Array.from(pass).length >= 2);
      }),
      { numRuns: 300 },
    );
  });
});
