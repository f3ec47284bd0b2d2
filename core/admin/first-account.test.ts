import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validationMessages } from "../i18n/catalogue-validation";
import { isValidPassword } from "../validation/password";
import { allErrorKeys, hasNoErrors } from "../validation/field-errors";
import { FIRST_ACCOUNT_FIELDS, validateFirstAccount } from "./first-account";

const valid = {
  mobile: "6912345678",
  country_code: "30",
  first_name: "Ελένη",
  last_name: "Γεωργίου",
  email: "",
  password: "Kentriko#2026",
} as const;

describe("validateFirstAccount", () => {
  it("accepts a complete account, with or without an e-mail", () => {
    expect(allErrorKeys(validateFirstAccount(valid))).toEqual([]);
    expect(hasNoErrors(validateFirstAccount({ ...valid, email: "e.georgiou@example.com" }))).toBe(true);
    expect(hasNoErrors(validateFirstAccount({ ...valid, email: undefined }))).toBe(true);
  });

  it("reports every field, in the command's order", () => {
    expect(Object.keys(validateFirstAccount({})).toSorted()).toEqual([...FIRST_ACCOUNT_FIELDS].toSorted());
    expect(validateFirstAccount({})).toMatchObject({
      first_name: ["b2b_first_name_required"],
      last_name: ["b2b_last_name_required"],
      mobile: ["b2b_mobile_required"],
      email: [],
      password: ["b2b_password_rules"],
    });
  });

  it("pins the spec's password message and refuses a weak password", () => {
    expect(validationMessages.b2b_password_rules.en).toBe(
      "Insert min length 8 chars, one uppercase, one digit, one special char",
    );
    expect(validateFirstAccount({ ...valid, password: "demo2026" }).password).toEqual(["b2b_password_rules"]);
    expect(validateFirstAccount({ ...valid, password: "Demo#2026" }).password).toEqual([]);
  });

  it("refuses a Greek mobile that is not 10 digits beginning with 69", () => {
    expect(validateFirstAccount({ ...valid, mobile: "2101234567" }).mobile).not.toEqual([]);
    expect(validateFirstAccount({ ...valid, mobile: "69123" }).mobile).not.toEqual([]);
  });

  it("judges the password by the spec's rule alone, whatever the other fields are", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 12 }), (password, name) => {
        const errors = validateFirstAccount({ ...valid, first_name: name, password });
        expect(errors.password.length === 0).toBe(isValidPassword(password));
      }),
    );
  });

  it("never throws and always answers every field, whatever it is given", () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const errors = validateFirstAccount(input);
        expect(Object.keys(errors).toSorted()).toEqual([...FIRST_ACCOUNT_FIELDS].toSorted());
      }),
    );
  });
});
