import { parseIsoDate } from "./compliance-state";

/**
 * The licence and maintenance forms' rules, shared by the browser (the form's messages) and the
 * server (the 422 answer): each failed rule is a message key on a field.
 */

export const TITLE_MAX_LENGTH = 120;
export const NOTES_MAX_LENGTH = 2000;
/** Files one record may carry (licence scans, service reports). */
export const RECORD_FILES_MAX = 5;

export interface FieldError<F extends string> {
  readonly field: F;
  readonly key: string;
}

export interface LicenseForm {
  readonly title: string;
  readonly startDate: string;
  readonly expirationDate: string;
  /** When the licence was last renewed; empty for a first issue. */
  readonly renewalDate: string;
}
export type LicenseField = keyof LicenseForm;

export interface MaintenanceForm {
  readonly equipment: string;
  readonly maintenanceDate: string;
  readonly nextMaintenanceDate: string;
  readonly notes: string;
}
export type MaintenanceField = keyof MaintenanceForm;

const titleErrors = <F extends string>(field: F, text: string): FieldError<F>[] => {
  const trimmed = text.trim();
  if (trimmed.length === 0) return [{ field, key: "b2b_ops_title_required" }];
  if (trimmed.length > TITLE_MAX_LENGTH) return [{ field, key: "b2b_ops_title_too_long" }];
  return [];
};

const requiredDate = <F extends string>(field: F, text: string): FieldError<F>[] =>
  text.trim() === ""
    ? [{ field, key: "b2b_ops_date_required" }]
    : parseIsoDate(text) === undefined
      ? [{ field, key: "b2b_ops_date_invalid" }]
      : [];

/** The later date must come after the earlier one (a licence that ends before it starts, ...). */
const ordered = <F extends string>(
  field: F,
  earlier: string,
  later: string,
  key: string,
): FieldError<F>[] => {
  const from = parseIsoDate(earlier);
  const to = parseIsoDate(later);
  return from !== undefined && to !== undefined && to.since(from).sign <= 0 ? [{ field, key }] : [];
};

export function validateLicenseForm(form: LicenseForm): readonly FieldError<LicenseField>[] {
  const renewal =
    form.renewalDate.trim() === "" || parseIsoDate(form.renewalDate) !== undefined
      ? []
      : [{ field: "renewalDate" as const, key: "b2b_ops_date_invalid" }];
  return [
    ...titleErrors("title", form.title),
    ...requiredDate("startDate", form.startDate),
    ...requiredDate("expirationDate", form.expirationDate),
    ...ordered("expirationDate", form.startDate, form.expirationDate, "b2b_license_expiration_before_start"),
    ...renewal,
  ];
}

export function validateMaintenanceForm(form: MaintenanceForm): readonly FieldError<MaintenanceField>[] {
  return [
    ...titleErrors("equipment", form.equipment),
    ...requiredDate("maintenanceDate", form.maintenanceDate),
    ...requiredDate("nextMaintenanceDate", form.nextMaintenanceDate),
    ...ordered(
      "nextMaintenanceDate",
      form.maintenanceDate,
      form.nextMaintenanceDate,
      "b2b_maintenance_next_before_date",
    ),
    ...(form.notes.length > NOTES_MAX_LENGTH
      ? [{ field: "notes" as const, key: "b2b_ops_notes_too_long" }]
      : []),
  ];
}
