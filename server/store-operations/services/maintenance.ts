import { validateMaintenanceForm } from "../../../core/store-operations/record-form";
import type { Maintenance, MaintenanceInput } from "../../../core/store-operations/store-operations-wire";
import type { Database } from "../../db/database";
import { maintenanceRecords } from "../tables/maintenance-records";
import { type DatedRecordKind, listDatedRecords, type ReadContext } from "./dated-records";

type MaintenanceRow = typeof maintenanceRecords.$inferSelect;

/**
 * A store's equipment and its service (spec 3: maintenance_date, next_maintenance_date), soonest
 * next service first. The equipment is `title` on the wire (core/store-operations/maintenance.ts).
 */
export const maintenanceKind: DatedRecordKind<
  MaintenanceRow,
  Maintenance,
  MaintenanceInput,
  Partial<MaintenanceRow>
> = {
  kind: "maintenance",
  table: maintenanceRecords,
  dueDate: maintenanceRecords.nextMaintenanceDate,
  dueDateOf: (row) => row.nextMaintenanceDate,
  toWire: (row, files) => ({
    id: row.id,
    location_id: row.storeId as Maintenance["location_id"],
    title: row.equipment,
    maintenance_date: row.maintenanceDate,
    next_maintenance_date: row.nextMaintenanceDate,
    notes: row.notes,
    files: [...files],
  }),
  validate: (input) => {
    const [first] = validateMaintenanceForm({
      equipment: input.equipment,
      maintenanceDate: input.maintenance_date,
      nextMaintenanceDate: input.next_maintenance_date,
      notes: input.notes,
    });
    if (first !== undefined) return { error: first.key };
    return {
      values: {
        equipment: input.equipment.trim(),
        maintenanceDate: input.maintenance_date,
        nextMaintenanceDate: input.next_maintenance_date,
        notes: input.notes.trim(),
      },
    };
  },
  fileIdsOf: (input) => input.file_ids,
};

/** GET maintenance/{location_id}: the store's equipment, keyset-paged (also the base load's `maintenance`). */
export const listMaintenance = (
  db: Database,
  storeId: number,
  cursor: string | undefined,
  context: ReadContext,
) => listDatedRecords(db, maintenanceKind, storeId, cursor, context);
