import { and, eq, gte, isNull, lte } from "drizzle-orm";
import type { Database } from "../../db/database";
import { stores } from "../../db/schema/stores";
import { licenses } from "../tables/licenses";
import { maintenanceRecords } from "../tables/maintenance-records";
import type { RecordKind } from "./record-files";

/** A licence's expiry or a machine's next service, with its store: what reminders, the feed and head office read. */
export interface DatedObligation {
  readonly kind: RecordKind;
  readonly id: number;
  readonly storeId: number;
  readonly store: string;
  readonly title: string;
  readonly dueDate: string;
}

/**
 * Every obligation due between two dates (inclusive), optionally of one store, by date. Across stores
 * a closed store's obligations are left out (issue 35: a closed store leaves reminders and head
 * office's overview); asked for by its id, a closed store's own records still answer.
 */
export async function obligationsBetween(
  db: Database,
  range: { readonly from: string | null; readonly to: string | null; readonly storeId?: number },
): Promise<DatedObligation[]> {
  const licenseRows = await db
    .select({
      id: licenses.id,
      storeId: licenses.storeId,
      store: stores.storeName,
      title: licenses.title,
      dueDate: licenses.expirationDate,
    })
    .from(licenses)
    .innerJoin(stores, eq(stores.id, licenses.storeId))
    .where(
      and(
        range.from === null ? undefined : gte(licenses.expirationDate, range.from),
        range.to === null ? undefined : lte(licenses.expirationDate, range.to),
        range.storeId === undefined ? isNull(stores.closedAt) : eq(licenses.storeId, range.storeId),
      ),
    );
  const maintenanceRows = await db
    .select({
      id: maintenanceRecords.id,
      storeId: maintenanceRecords.storeId,
      store: stores.storeName,
      title: maintenanceRecords.equipment,
      dueDate: maintenanceRecords.nextMaintenanceDate,
    })
    .from(maintenanceRecords)
    .innerJoin(stores, eq(stores.id, maintenanceRecords.storeId))
    .where(
      and(
        range.from === null ? undefined : gte(maintenanceRecords.nextMaintenanceDate, range.from),
        range.to === null ? undefined : lte(maintenanceRecords.nextMaintenanceDate, range.to),
        range.storeId === undefined ? isNull(stores.closedAt) : eq(maintenanceRecords.storeId, range.storeId),
      ),
    );
  return [
    ...licenseRows.map((r) => ({ ...r, kind: "license" as const })),
    ...maintenanceRows.map((r) => ({ ...r, kind: "maintenance" as const })),
  ].sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.kind.localeCompare(b.kind) || a.id - b.id);
}
