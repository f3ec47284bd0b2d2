import { validateLicenseForm } from "../../../core/store-operations/record-form";
import type { License, LicenseInput } from "../../../core/store-operations/store-operations-wire";
import type { Database } from "../../db/database";
import { licenses } from "../tables/licenses";
import { type DatedRecordKind, listDatedRecords, type ReadContext } from "./dated-records";

type LicenseRow = typeof licenses.$inferSelect;

/** A store's licences (spec 3: startDate, expirationDate, renewalDate, files), soonest expiry first. */
export const licenseKind: DatedRecordKind<LicenseRow, License, LicenseInput, Partial<LicenseRow>> = {
  kind: "license",
  table: licenses,
  dueDate: licenses.expirationDate,
  dueDateOf: (row) => row.expirationDate,
  toWire: (row, files) => ({
    id: row.id,
    location_id: row.storeId as License["location_id"],
    title: row.title,
    startDate: row.startDate,
    expirationDate: row.expirationDate,
    renewalDate: row.renewalDate,
    files: [...files],
  }),
  validate: (input) => {
    const form = {
      title: input.title,
      startDate: input.startDate,
      expirationDate: input.expirationDate,
      renewalDate: input.renewalDate ?? "",
    };
    const [first] = validateLicenseForm(form);
    if (first !== undefined) return { error: first.key };
    const renewalDate =
      input.renewalDate === null || input.renewalDate.trim() === "" ? null : input.renewalDate;
    return { values: { ...form, title: form.title.trim(), renewalDate } };
  },
  fileIdsOf: (input) => input.file_ids,
};

/** GET licenses/{location_id}: the store's licences, keyset-paged (also the base load's `license`). */
export const listLicenses = (
  db: Database,
  storeId: number,
  cursor: string | undefined,
  context: ReadContext,
) => listDatedRecords(db, licenseKind, storeId, cursor, context);
