import { validateCountryCode } from "../validation/country-codes";
import type { FieldErrors } from "../validation/field-errors";
import { readField } from "../validation/loose-input";
import { validateMobile } from "../validation/mobile";
import { validatePassword } from "../validation/password";
import { validateName, validateOptionalEmail } from "../validation/register-form";

/** The fields of the first head-office account (`npm run admin -- create-head-office`). */
export type FirstAccountField = "first_name" | "last_name" | "country_code" | "mobile" | "email" | "password";

/** The order the command reports its fields in: as they are typed on its command line. */
export const FIRST_ACCOUNT_FIELDS: readonly FirstAccountField[] = [
  "mobile",
  "country_code",
  "first_name",
  "last_name",
  "email",
  "password",
];

/**
 * The first head-office account of a production database, made by command before anyone can sign
 * in: the same rules as a registration's fields (names, country code and mobile of spec 5, an
 * optional e-mail) and the spec's password rule, so the account could have been made in the app.
 */
export function validateFirstAccount(input: unknown): FieldErrors<FirstAccountField> {
  const field = (name: FirstAccountField): unknown => readField(input, name);
  return {
    first_name: validateName(field("first_name"), "b2b_first_name_required"),
    last_name: validateName(field("last_name"), "b2b_last_name_required"),
    country_code: validateCountryCode(field("country_code")),
    mobile: validateMobile(field("mobile"), field("country_code")),
    email: validateOptionalEmail(field("email")),
    password: validatePassword(field("password")),
  };
}
