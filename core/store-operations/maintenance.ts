import * as Schema from "effect/Schema";
import { makeDecoder, makeEncoder } from "../schemas/decode";
import { MaintenanceId } from "../schemas/ids";
import { PlainDateFromString } from "../schemas/temporal";
import { renameWireKeys } from "../schemas/wire-rename";

/** The maintenance record as sent: snake_case keys. */
export const MaintenanceRecordWire = Schema.Struct({
  id: MaintenanceId,
  title: Schema.String,
  maintenance_date: PlainDateFromString,
  next_maintenance_date: Schema.NullOr(PlainDateFromString),
});

/**
 * A maintenance record. Spec §3 says the keys are converted to camelCase, so the decoded value has
 * `maintenanceDate` / `nextMaintenanceDate` while the wire keeps `maintenance_date` /
 * `next_maintenance_date`; encoding converts back.
 */
export const MaintenanceRecord = renameWireKeys(
  MaintenanceRecordWire,
  Schema.Struct({
    id: MaintenanceId,
    title: Schema.String,
    maintenanceDate: PlainDateFromString,
    nextMaintenanceDate: Schema.NullOr(PlainDateFromString),
  }),
  { maintenance_date: "maintenanceDate", next_maintenance_date: "nextMaintenanceDate" },
);
export type MaintenanceRecord = typeof MaintenanceRecord.Type;
export type MaintenanceRecordWire = typeof MaintenanceRecord.Encoded;
export const decodeMaintenanceRecord = makeDecoder("MaintenanceRecord", MaintenanceRecord);
export const encodeMaintenanceRecord = makeEncoder("MaintenanceRecord", MaintenanceRecord);
export const decodeMaintenanceRecords = makeDecoder("MaintenanceRecord[]", Schema.Array(MaintenanceRecord));
