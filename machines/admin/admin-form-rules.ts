import { validateCompanyForm } from "../../core/admin/company-form";
import { validateAssignment, validateInvite } from "../../core/admin/person-form";
import { validateStoreForm } from "../../core/admin/store-form";
import type { AdminFormValues } from "../../core/admin/admin-wire";
import type { FieldErrors } from "../../core/validation/field-errors";

/** The console's forms (issue 35): a store, a company, inviting a person, a person's role and stores. */
export type AdminFormKind = "store" | "company" | "invite" | "assignment";

export type { AdminFormValues } from "../../core/admin/admin-wire";

/**
 * Each form's rule, core's own (the server judges the same body with the same rule): the machine
 * shows its keys under each field once the person tries to save.
 */
export const ADMIN_FORM_RULES: Readonly<
  Record<AdminFormKind, (values: AdminFormValues) => FieldErrors<string>>
> = {
  store: validateStoreForm,
  company: validateCompanyForm,
  invite: validateInvite,
  assignment: validateAssignment,
};
