import type { ValidationKey } from "./validation-key";

/**
 * Failed message keys per form field, every field present (an empty list means the field is
 * valid), so a view can show each field's messages under it without guessing field names.
 */
export type FieldErrors<Field extends string> = { readonly [K in Field]: readonly ValidationKey[] };

const NO_ERRORS: readonly ValidationKey[] = [];

/** The shared empty list: a valid field, without allocating. */
export function noErrors(): readonly ValidationKey[] {
  return NO_ERRORS;
}

/** True when no field has a failed key. */
export function hasNoErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).every((keys) => keys.length === 0);
}

/** All failed keys of a form in field order, for callers that want one list. */
export function allErrorKeys(errors: FieldErrors<string>): readonly ValidationKey[] {
  return Object.values(errors).flat();
}
