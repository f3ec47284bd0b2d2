import { and, asc, eq, gt, or } from "drizzle-orm";
import type { MessageKey } from "../../../core/i18n/catalogue";
import {
  decodeDatedCursor,
  encodeDatedCursor,
  RECORD_PAGE_LIMIT,
} from "../../../core/store-operations/dated-cursor";
import { validateMaintenanceForm } from "../../../core/store-operations/record-form";
import type { Maintenance, MaintenanceInput } from "../../../core/store-operations/store-operations-wire";
import type { Database } from "../../db/database";
import { Invalid, NotFound } from "../../domain-errors";
import { maintenanceRecords } from "../tables/maintenance-records";
import type { ReadContext, WriteContext } from "./licenses";
import { idempotentWrite } from "./idempotent-write";
import { attachUploads, filesOfRecords } from "./record-files";

type MaintenanceRow = typeof maintenanceRecords.$inferSelect;

async function toWire(
  db: Database,
  rows: readonly MaintenanceRow[],
  context: ReadContext,
): Promise<Maintenance[]> {
  const filesById = await filesOfRecords(
    db,
    "maintenance",
    rows.map((r) => r.id),
    context.secret,
    context.now,
  );
  return rows.map((row) => ({
    id: row.id,
    location_id: row.storeId as Maintenance["location_id"],
    title: row.equipment,
    maintenance_date: row.maintenanceDate,
    next_maintenance_date: row.nextMaintenanceDate,
    notes: row.notes,
    files: filesById.get(row.id) ?? [],
  }));
}

/** GET maintenance/{location_id}: the store's equipment, soonest next service first, keyset-paged. */
export async function listMaintenance(
  db: Database,
  storeId: number,
  cursor: string | undefined,
  context: ReadContext,
  limit = RECORD_PAGE_LIMIT,
): Promise<{ items: Maintenance[]; next_cursor: string | null }> {
  const after = cursor === undefined ? undefined : decodeDatedCursor(cursor);
  if (cursor !== undefined && after === undefined) throw new Invalid("b2b_bad_request");
  const next = maintenanceRecords.nextMaintenanceDate;
  const rows = await db
    .select()
    .from(maintenanceRecords)
    .where(
      and(
        eq(maintenanceRecords.storeId, storeId),
        after === undefined
          ? undefined
          : or(gt(next, after.date), and(eq(next, after.date), gt(maintenanceRecords.id, after.id))),
      ),
    )
    .orderBy(asc(next), asc(maintenanceRecords.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: await toWire(db, page, context),
    next_cursor:
      rows.length > limit && last !== undefined
        ? encodeDatedCursor({ date: last.nextMaintenanceDate, id: last.id })
        : null,
  };
}

export async function getMaintenance(
  db: Database,
  storeId: number,
  id: number,
  context: ReadContext,
): Promise<Maintenance> {
  const rows = await db
    .select()
    .from(maintenanceRecords)
    .where(and(eq(maintenanceRecords.id, id), eq(maintenanceRecords.storeId, storeId)))
    .limit(1);
  const [record] = await toWire(db, rows, context);
  if (record === undefined) throw new NotFound("b2b_not_found");
  return record;
}

const checked = (input: MaintenanceInput) => {
  const [first] = validateMaintenanceForm({
    equipment: input.equipment,
    maintenanceDate: input.maintenance_date,
    nextMaintenanceDate: input.next_maintenance_date,
    notes: input.notes,
  });
  if (first !== undefined) throw new Invalid(first.key as MessageKey);
  return {
    equipment: input.equipment.trim(),
    maintenanceDate: input.maintenance_date,
    nextMaintenanceDate: input.next_maintenance_date,
    notes: input.notes.trim(),
  };
};

/** POST maintenance/{location_id}: a piece of equipment with its last and next service. */
export async function createMaintenance(
  db: Database,
  storeId: number,
  input: MaintenanceInput,
  context: WriteContext,
): Promise<Maintenance> {
  const values = checked(input);
  const id = await idempotentWrite(
    db,
    {
      userId: context.userId,
      key: context.key,
      route: `POST maintenance/${storeId}`,
      input,
      now: context.now,
    },
    async (tx) => {
      const [row] = await tx
        .insert(maintenanceRecords)
        .values({ storeId, ...values, createdBy: context.userId, cStamp: context.now, mStamp: context.now })
        .returning({ id: maintenanceRecords.id });
      if (row === undefined) throw new Error("maintenance insert returned no row");
      await attachUploads(tx, "maintenance", row.id, context.userId, input.file_ids);
      return row.id;
    },
  );
  return getMaintenance(db, storeId, id, context);
}

/** PUT maintenance/{location_id}/{id}: a new service recorded (dates, notes, the report). */
export async function updateMaintenance(
  db: Database,
  storeId: number,
  id: number,
  input: MaintenanceInput,
  context: WriteContext,
): Promise<Maintenance> {
  const values = checked(input);
  await idempotentWrite(
    db,
    {
      userId: context.userId,
      key: context.key,
      route: `PUT maintenance/${storeId}/${id}`,
      input,
      now: context.now,
    },
    async (tx) => {
      const updated = await tx
        .update(maintenanceRecords)
        .set({ ...values, mStamp: context.now })
        .where(and(eq(maintenanceRecords.id, id), eq(maintenanceRecords.storeId, storeId)))
        .returning({ id: maintenanceRecords.id });
      if (updated.length === 0) throw new NotFound("b2b_not_found");
      await attachUploads(tx, "maintenance", id, context.userId, input.file_ids);
      return id;
    },
  );
  return getMaintenance(db, storeId, id, context);
}
