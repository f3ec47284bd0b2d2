import * as Schema from "effect/Schema";
import { makeDecoder } from "../schemas/decode";
import { Id, StoreId } from "../schemas/ids";
import { NOTES_MAX_LENGTH, RECORD_FILES_MAX, TITLE_MAX_LENGTH } from "./record-form";

/*
 * The store-operations calls' answers and bodies (docs/api-store-operations.md): one schema for the
 * server's answer (and its OpenAPI document) and the browser's decoding. Dates are calendar dates
 * as `YYYY-MM-DD` text; the licence keys are the spec's (startDate, expirationDate, renewalDate), the
 * maintenance keys the spec's snake_case (maintenance_date, next_maintenance_date), which the browser
 * turns into camelCase (spec 3).
 */

export const IsoDate = Schema.String.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/, { message: "Expected a date YYYY-MM-DD" }),
);

/** A file of a licence or maintenance record (spec 3: id and extension) with its signed download. */
export const RecordFile = Schema.Struct({
  id: Id,
  extension: Schema.String,
  name: Schema.String,
  url: Schema.String,
});
export type RecordFile = typeof RecordFile.Type;

export const License = Schema.Struct({
  id: Id,
  location_id: StoreId,
  title: Schema.String,
  startDate: IsoDate,
  expirationDate: IsoDate,
  renewalDate: Schema.NullOr(IsoDate),
  files: Schema.Array(RecordFile),
});
export type License = typeof License.Type;

export const Maintenance = Schema.Struct({
  id: Id,
  location_id: StoreId,
  /** The equipment (core/store-operations/maintenance.ts names it `title`). */
  title: Schema.String,
  maintenance_date: IsoDate,
  next_maintenance_date: IsoDate,
  notes: Schema.String,
  files: Schema.Array(RecordFile),
});
export type Maintenance = typeof Maintenance.Type;

/** A page of a keyset-paged list: `next_cursor` is null on the last page. */
const pageOf = <S extends Schema.Top>(item: S) =>
  Schema.Struct({ items: Schema.Array(item), next_cursor: Schema.NullOr(Schema.String) });

export const LicensePage = pageOf(License);
export const MaintenancePage = pageOf(Maintenance);

const Title = Schema.String.check(Schema.isMaxLength(TITLE_MAX_LENGTH * 4));
const FileIds = Schema.Array(Id).check(Schema.isMaxLength(RECORD_FILES_MAX));

/** POST license (new) and PUT license/{id} (renewal or correction). */
export const LicenseInput = Schema.Struct({
  title: Title,
  startDate: Schema.String,
  expirationDate: Schema.String,
  renewalDate: Schema.NullOr(Schema.String),
  file_ids: FileIds,
});
export type LicenseInput = typeof LicenseInput.Type;

/** POST maintenance and PUT maintenance/{id}. */
export const MaintenanceInput = Schema.Struct({
  equipment: Title,
  maintenance_date: Schema.String,
  next_maintenance_date: Schema.String,
  notes: Schema.String.check(Schema.isMaxLength(NOTES_MAX_LENGTH * 2)),
  file_ids: FileIds,
});
export type MaintenanceInput = typeof MaintenanceInput.Type;

/** Head office's table: one row per licence or maintenance date that needs attention. */
export const ComplianceRow = Schema.Struct({
  kind: Schema.Literals(["license", "maintenance"]),
  id: Id,
  location_id: StoreId,
  store: Schema.String,
  title: Schema.String,
  due_date: IsoDate,
  state: Schema.Literals(["red", "amber", "green"]),
  days_left: Schema.Int,
});
export type ComplianceRow = typeof ComplianceRow.Type;
export const ComplianceRows = Schema.Array(ComplianceRow);

/**
 * A product of the store menu with its last count (spec 3; core/schemas/store-menu.ts's keys). Until
 * a count is entered, physicalStock is the books' stock, stockDifference 0 and edited false.
 */
export const StoreMenuProduct = Schema.Struct({
  id: Id,
  name: Schema.String,
  unit: Schema.String,
  expectedStock: Schema.Number,
  physicalStock: Schema.Number,
  stockDifference: Schema.Number,
  edited: Schema.Boolean,
  counted_by: Schema.NullOr(Schema.String),
  counted_at: Schema.NullOr(Schema.String),
});
export type StoreMenuProduct = typeof StoreMenuProduct.Type;
export const StoreMenu = Schema.Array(StoreMenuProduct);

/** /messages: what the portal sent to the store's people about it (reminders), newest first. */
export const StoreMessage = Schema.Struct({
  id: Id,
  subject: Schema.String,
  body: Schema.String,
  to_name: Schema.String,
  channel_type: Schema.Literals(["email", "sms"]),
  c_stamp: Schema.String,
});
export type StoreMessage = typeof StoreMessage.Type;
export const StoreMessages = Schema.Array(StoreMessage);

export const decodeLicensePage = makeDecoder("LicensePage", LicensePage);
export const decodeLicense = makeDecoder("License", License);
export const decodeMaintenancePage = makeDecoder("MaintenancePage", MaintenancePage);
export const decodeMaintenance = makeDecoder("Maintenance", Maintenance);
export const decodeComplianceRows = makeDecoder("ComplianceRow[]", ComplianceRows);
export const decodeStoreMessages = makeDecoder("StoreMessage[]", StoreMessages);

/** POST consignmentNoteProducts/{location_id}: a stock count of some of the store's products. */
export const StockCountInput = Schema.Struct({
  counts: Schema.Array(
    Schema.Struct({
      product_id: Id,
      physical_stock: Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000 })),
    }),
  ).check(Schema.isMinLength(1), Schema.isMaxLength(500)),
});
export const decodeStoreMenu = makeDecoder("StoreMenuProduct[]", StoreMenu);

/** One product of a past count: the books' stock then, what was counted and the difference. */
export const StockCountLine = Schema.Struct({
  product_id: Id,
  name: Schema.String,
  unit: Schema.String,
  expectedStock: Schema.Number,
  physicalStock: Schema.Number,
  stockDifference: Schema.Number,
});
/** GET stock-counts/{location_id}: the store's counts, newest first, with who counted and when. */
export const StockCount = Schema.Struct({
  id: Id,
  counted_by: Schema.NullOr(Schema.String),
  counted_at: Schema.String,
  lines: Schema.Array(StockCountLine),
});
export type StockCount = typeof StockCount.Type;
export const StockCounts = Schema.Array(StockCount);
export const decodeStockCounts = makeDecoder("StockCount[]", StockCounts);

/** Where the store's calendar feed is (a signed URL relative to the API base). */
export const CalendarLink = Schema.Struct({ url: Schema.String });
export const decodeCalendarLink = makeDecoder("CalendarLink", CalendarLink);
