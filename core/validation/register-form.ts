import { MAX_REGISTRATION_STORES } from "../constants/portal-constants";
import type { Gender } from "../schemas/auth-forms";
import { validateCountryCode } from "./country-codes";
import { validateEmail } from "./email";
import type { FieldErrors } from "./field-errors";
import { hasNoErrors, noErrors } from "./field-errors";
import { isFilled, readField, readText } from "./loose-input";
import { validateMobile } from "./mobile";
import { readRegisterRole } from "./register-role";
import { isSelectedId } from "./selected-id";
import { validateTextLength } from "./text-length";
import type { ValidationKey } from "./validation-key";

/** Spec 3: gender 1 male, 2 female, 3 other, 4 no answer. */
export const REGISTER_GENDERS: readonly Gender[] = [1, 2, 3, 4];

/** The register form's fields, named as in the request body (spec 3). */
export type RegisterField =
  | "first_name"
  | "last_name"
  | "gender"
  | "country_code"
  | "mobile"
  | "email"
  | "role"
  | "store"
  | "job_position";

export function validateRegisterForm(form: unknown): FieldErrors<RegisterField> {
  const field = (name: RegisterField): unknown => readField(form, name);
  const role = readRegisterRole(field("role"));
  // An unreadable role is judged by Staff's rules, the stricter ones, as well as being reported.
  const isTrainee = role === "Trainee";
  return {
    first_name: validateName(field("first_name"), "b2b_first_name_required"),
    last_name: validateName(field("last_name"), "b2b_last_name_required"),
    gender: validateGender(field("gender")),
    country_code: validateCountryCode(field("country_code")),
    mobile: validateMobile(field("mobile"), field("country_code")),
    email: validateOptionalEmail(field("email")),
    role: role === undefined ? ["b2b_role_required"] : noErrors(),
    store: isTrainee ? noErrors() : validateStores(field("store")),
    job_position:
      isTrainee || isSelectedId(field("job_position")) ? noErrors() : ["b2b_job_position_required"],
  };
}

/**
 * Spec 5: submit is disabled until names, gender, mobile, stores and job position are valid. We
 * also wait for a valid e-mail when one is typed (sending one the server must refuse helps no
 * one), a country code and a role.
 */
export function isRegisterSubmittable(form: unknown): boolean {
  return hasNoErrors(validateRegisterForm(form));
}

/** A first or last name: given, and no longer than a name (core/validation/text-length.ts). */
export function validateName(value: unknown, requiredKey: ValidationKey): readonly ValidationKey[] {
  return isFilled(readText(value)) ? validateTextLength(value, "personName") : [requiredKey];
}

/** A gender from 1 to 4, as a number or as the text a select binds ("1" to "4"). */
export function validateGender(value: unknown): readonly ValidationKey[] {
  const chosen = REGISTER_GENDERS.some((gender) => gender === value || String(gender) === value);
  return chosen ? noErrors() : ["b2b_gender_required"];
}

/** Optional: absent, null or "" means not given; anything else must be a valid address. */
export function validateOptionalEmail(value: unknown): readonly ValidationKey[] {
  return value === undefined || value === null || value === "" ? noErrors() : validateEmail(value);
}

/**
 * Spec 5 and 9: a Staff member's stores, at least one and at most 5. Counted as distinct chosen
 * ids, so a repeated id or a placeholder entry does not count as another store; a value that is
 * not a list is none.
 */
export function validateStores(value: unknown): readonly ValidationKey[] {
  const count = countChosenStores(value);
  if (count === 0) return ["b2b_stores_required"];
  return count > MAX_REGISTRATION_STORES ? ["b2b_stores_max"] : noErrors();
}

function countChosenStores(value: unknown): number {
  if (!Array.isArray(value)) return 0;
  // "7" and 7 name the same store: a select may bind either form.
  const ids = new Set(value.filter(isSelectedId).map((id: unknown) => String(id).trim()));
  return ids.size;
}
