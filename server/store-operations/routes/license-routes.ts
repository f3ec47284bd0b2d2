import { License, LicenseInput, LicensePage } from "../../../core/store-operations/store-operations-wire";
import type { AppDeps } from "../../http/app-deps";
import { licenseKind } from "../services/licenses";
import { datedRecordRoutes } from "./dated-record-routes";

/** Licences of a store (spec 3 and 7: GET licences by location), new ones and renewals. */
export const licenseRoutes = (deps: AppDeps) =>
  datedRecordRoutes(deps, licenseKind, {
    listPath: "licenses",
    schemas: { one: License, page: LicensePage, input: LicenseInput },
    summaries: {
      list: "The store's licences, soonest expiry first (keyset pages: cursor from next_cursor)",
      one: "One licence of the store, with signed links to its files",
      create:
        "Record a licence of the store; file_ids are uploads of POST v2/files; optional Idempotency-Key",
      update: "Record a renewal (new dates, renewal date, the new certificate) or correct a licence",
    },
  });
