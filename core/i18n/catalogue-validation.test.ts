import { describe, expect, it } from "vitest";
import { validationMessages } from "./catalogue-validation";

// The English texts are the contract (spec section 5, verbatim where the spec gives one).
const expectedEnglish: Readonly<Record<string, string>> = {
  b2b_email_invalid: "Please enter a valid email",
  b2b_login_username_required: "The mobile number cannot be empty",
  b2b_login_password_required: "The password cannot be empty",
  b2b_login_password_too_short: "The password must have at least 2 characters",
  b2b_first_name_required: "First name is required",
  b2b_last_name_required: "Last name is required",
  b2b_gender_required: "Gender is required",
  b2b_country_code_required: "Please select a country code",
  b2b_mobile_required: "Mobile is required",
  b2b_mobile_numeric: "Mobile must be numeric",
  b2b_mobile_length_gr: "Mobile must have 10 digits",
  b2b_mobile_format_gr: "Mobile must have 69XXXXXXXX format",
  b2b_mobile_length_international: "Mobile must have from 4 to 12 digits",
  b2b_role_required: "Please select a role",
  b2b_stores_required: "You must select at least one store",
  // "maximun" is the spec's spelling and part of the contract.
  b2b_stores_max: "You can select a maximun of 5 stores",
  b2b_job_position_required: "You must select a job position",
  b2b_password_rules: "Insert min length 8 chars, one uppercase, one digit, one special char",
  b2b_passwords_must_match: "Passwords must match",
  b2b_terms_required: "Required",
  b2b_verification_code_invalid: "The code must have 6 digits",
  b2b_forgot_type_required: "Please choose phone or email",
  b2b_task_title_min_length: "The title must have at least 3 characters",
  b2b_text_too_long_name: "At most 50 characters",
  b2b_text_too_long_short: "At most 200 characters",
  b2b_text_too_long_long: "At most 5,000 characters",
  // The head-office console's forms (core/admin/).
  b2b_field_required: "Required",
  b2b_warehouse_id_invalid: "The warehouse code is a whole number from 1 to 2147483647",
  b2b_postcode_invalid: "A Greek postcode has 5 digits (e.g. 105 63)",
  b2b_phone_invalid: "A phone number has 10 to 15 digits, optionally beginning with +",
  b2b_date_invalid: "Not a date",
  b2b_web_address_invalid: "A web address begins with https:// (or http://)",
  b2b_admin_role_required: "Choose a role",
  b2b_admin_stores_required: "Choose at least one open store",
  b2b_admin_company_required: "A franchisee belongs to a franchise company",
};

describe("validation messages", () => {
  it("holds exactly the pinned keys", () => {
    expect(Object.keys(validationMessages).sort()).toEqual(Object.keys(expectedEnglish).sort());
  });

  it.each(Object.entries(expectedEnglish))("%s has the exact English text", (key, text) => {
    expect(validationMessages[key as keyof typeof validationMessages].en).toBe(text);
  });

  it.each(Object.entries(validationMessages))("%s has an accented Greek text", (_key, entry) => {
    expect(entry.gr.trim()).not.toBe("");
    expect(entry.gr).toMatch(/\p{Script=Greek}{3}/u);
    // Modern Greek words of more than one syllable carry a tonos; a text without any is unaccented.
    expect(entry.gr).toMatch(/[άέήίόύώΐΰ]/u);
  });

  it("keeps the project's key style", () => {
    for (const key of Object.keys(validationMessages)) expect(key).toMatch(/^b2b_[a-z0-9]+(?:_[a-z0-9]+)*$/);
  });

  it("keeps the numbers of the rules in both languages", () => {
    const numbers: ReadonlyArray<readonly [keyof typeof validationMessages, string]> = [
      ["b2b_mobile_length_gr", "10"],
      ["b2b_mobile_format_gr", "69XXXXXXXX"],
      ["b2b_stores_max", "5"],
      ["b2b_password_rules", "8"],
      ["b2b_verification_code_invalid", "6"],
      ["b2b_task_title_min_length", "3"],
      ["b2b_login_password_too_short", "2"],
      ["b2b_mobile_length_international", "12"],
    ];
    for (const [key, figure] of numbers) {
      expect(validationMessages[key].en).toContain(figure);
      expect(validationMessages[key].gr).toContain(figure);
    }
  });
});
