import { isValidPassword } from "../validation/password";

/*
 * Changing one's password on /settings (POST user/password; docs/decisions.md, "Password change"):
 * the current password, the new one by the spec's password rule (section 5) and its confirmation.
 */

export interface PasswordChange {
  readonly current: string;
  readonly next: string;
  readonly confirmation: string;
}

export type PasswordChangeKey =
  | "b2b_password_current_required"
  | "b2b_password_rules"
  | "b2b_passwords_must_match"
  | "b2b_password_same_as_current";

export interface PasswordChangeErrors {
  readonly current: readonly PasswordChangeKey[];
  readonly next: readonly PasswordChangeKey[];
  readonly confirmation: readonly PasswordChangeKey[];
}

export function validatePasswordChange(change: PasswordChange): PasswordChangeErrors {
  const next: PasswordChangeKey[] = isValidPassword(change.next) ? [] : ["b2b_password_rules"];
  if (isSameAsCurrent(change)) next.push("b2b_password_same_as_current");
  return {
    current: change.current === "" ? ["b2b_password_current_required"] : [],
    next,
    confirmation: change.confirmation === change.next ? [] : ["b2b_passwords_must_match"],
  };
}

/**
 * The server's check before the current password is proven (issue 29 item 3): everything but "same
 * as current", which compares with the current password and so, answered first, would confirm a
 * guessed one. The server asks `isSameAsCurrent` once the current password is proven right.
 */
export function validatePasswordChangeBeforeProof(change: PasswordChange): PasswordChangeErrors {
  const errors = validatePasswordChange(change);
  return { ...errors, next: errors.next.filter((key) => key !== "b2b_password_same_as_current") };
}

export const isSameAsCurrent = (change: PasswordChange): boolean =>
  change.next !== "" && change.next === change.current;

export function passwordChangeIsValid(errors: PasswordChangeErrors): boolean {
  return errors.current.length + errors.next.length + errors.confirmation.length === 0;
}
