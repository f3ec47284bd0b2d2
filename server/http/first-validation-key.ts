import type { FieldErrors } from "../../core/validation/field-errors";
import { allErrorKeys } from "../../core/validation/field-errors";
import type { ValidationKey } from "../../core/validation/validation-key";

/** The first failed key of a core form validation (the same rules the browser runs), or undefined. */
export function firstValidationKey(...errors: readonly FieldErrors<string>[]): ValidationKey | undefined {
  return errors.flatMap((e) => allErrorKeys(e))[0];
}
