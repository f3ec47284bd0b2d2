import {
  Maintenance,
  MaintenanceInput,
  MaintenancePage,
} from "../../../core/store-operations/store-operations-wire";
import type { AppDeps } from "../../http/app-deps";
import { maintenanceKind } from "../services/maintenance";
import { datedRecordRoutes } from "./dated-record-routes";

/** Equipment maintenance of a store (spec 3 and 7: GET maintenance by location). */
export const maintenanceRoutes = (deps: AppDeps) =>
  datedRecordRoutes(deps, maintenanceKind, {
    listPath: "maintenance",
    schemas: { one: Maintenance, page: MaintenancePage, input: MaintenanceInput },
    summaries: {
      list: "The store's equipment maintenance, soonest next service first; keys in snake_case (keyset pages: cursor from next_cursor)",
      one: "One maintenance record of the store, with signed links to its files",
      create:
        "Record a piece of equipment and its service; file_ids are uploads of POST v2/files; optional Idempotency-Key",
      update: "Record a new service (dates, notes, the report) or correct the record",
    },
  });
