import type { Role } from "../../../../core/permissions/role";
import type { RegisterRole } from "../../../../core/schemas/auth-forms";

/** What an activated registration becomes, per role chosen on the register form. */
export interface RegistrantAccount {
  readonly role: Role;
  /** The numeric user type the user-type check reads. */
  readonly type: number;
  readonly isTrainee: boolean;
  /** Staff choose stores and a job position; a trainee's are ignored (spec section 3). */
  readonly keepsStores: boolean;
}

/**
 * Staff become ordinary users ("user", type 2) of the stores they chose; a trainee becomes
 * "trainee", type 2, without stores (docs/decisions.md). A table, so no role name sits in an `if`.
 */
export const REGISTRANT_ACCOUNTS: Readonly<Record<RegisterRole, RegistrantAccount>> = {
  Staff: { role: "user", type: 2, isTrainee: false, keepsStores: true },
  Trainee: { role: "trainee", type: 2, isTrainee: true, keepsStores: false },
};

/** The account a stored registration becomes (registrations keep only the trainee flag). */
export function accountOfRegistration(isTrainee: boolean): RegistrantAccount {
  return isTrainee ? REGISTRANT_ACCOUNTS.Trainee : REGISTRANT_ACCOUNTS.Staff;
}
