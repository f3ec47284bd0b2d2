import { and, asc, eq, gt, or } from "drizzle-orm";
import {
  decodeDatedCursor,
  encodeDatedCursor,
  RECORD_PAGE_LIMIT,
} from "../../../core/store-operations/dated-cursor";
import { validateLicenseForm } from "../../../core/store-operations/record-form";
import type { License, LicenseInput } from "../../../core/store-operations/store-operations-wire";
import type { Database } from "../../db/database";
import type { MessageKey } from "../../../core/i18n/catalogue";
import { Invalid, NotFound } from "../../domain-errors";
import { licenses } from "../tables/licenses";
import { idempotentWrite } from "./idempotent-write";
import { attachUploads, filesOfRecords } from "./record-files";

export interface ReadContext {
  readonly secret: string;
  readonly now: Date;
}

type LicenseRow = typeof licenses.$inferSelect;

async function toWire(db: Database, rows: readonly LicenseRow[], context: ReadContext): Promise<License[]> {
  const filesById = await filesOfRecords(
    db,
    "license",
    rows.map((r) => r.id),
    context.secret,
    context.now,
  );
  return rows.map((row) => ({
    id: row.id,
    location_id: row.storeId as License["location_id"],
    title: row.title,
    startDate: row.startDate,
    expirationDate: row.expirationDate,
    renewalDate: row.renewalDate,
    files: filesById.get(row.id) ?? [],
  }));
}

/** GET licenses/{location_id}: the store's licences, soonest expiry first, keyset-paged. */
export async function listLicenses(
  db: Database,
  storeId: number,
  cursor: string | undefined,
  context: ReadContext,
  limit = RECORD_PAGE_LIMIT,
): Promise<{ items: License[]; next_cursor: string | null }> {
  const after = cursor === undefined ? undefined : decodeDatedCursor(cursor);
  if (cursor !== undefined && after === undefined) throw new Invalid("b2b_bad_request");
  const rows = await db
    .select()
    .from(licenses)
    .where(
      and(
        eq(licenses.storeId, storeId),
        after === undefined
          ? undefined
          : or(
              gt(licenses.expirationDate, after.date),
              and(eq(licenses.expirationDate, after.date), gt(licenses.id, after.id)),
            ),
      ),
    )
    .orderBy(asc(licenses.expirationDate), asc(licenses.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: await toWire(db, page, context),
    next_cursor:
      rows.length > limit && last !== undefined
        ? encodeDatedCursor({ date: last.expirationDate, id: last.id })
        : null,
  };
}

/** One licence of a store; another store's or an unknown one is the same 404. */
export async function getLicense(
  db: Database,
  storeId: number,
  id: number,
  context: ReadContext,
): Promise<License> {
  const rows = await db
    .select()
    .from(licenses)
    .where(and(eq(licenses.id, id), eq(licenses.storeId, storeId)))
    .limit(1);
  const [license] = await toWire(db, rows, context);
  if (license === undefined) throw new NotFound("b2b_not_found");
  return license;
}

const checked = (input: LicenseInput) => {
  const form = {
    title: input.title,
    startDate: input.startDate,
    expirationDate: input.expirationDate,
    renewalDate: input.renewalDate ?? "",
  };
  const [first] = validateLicenseForm(form);
  if (first !== undefined) throw new Invalid(first.key as MessageKey);
  return {
    ...form,
    title: form.title.trim(),
    renewalDate: input.renewalDate === null || input.renewalDate.trim() === "" ? null : input.renewalDate,
  };
};

export interface WriteContext extends ReadContext {
  readonly userId: number;
  /** The request's Idempotency-Key, if it sent one. */
  readonly key: string | undefined;
}

/** POST license/{location_id}: a new licence with its files. */
export async function createLicense(
  db: Database,
  storeId: number,
  input: LicenseInput,
  context: WriteContext,
): Promise<License> {
  const values = checked(input);
  const id = await idempotentWrite(
    db,
    { userId: context.userId, key: context.key, route: `POST license/${storeId}`, input, now: context.now },
    async (tx) => {
      const [row] = await tx
        .insert(licenses)
        .values({ storeId, ...values, createdBy: context.userId, cStamp: context.now, mStamp: context.now })
        .returning({ id: licenses.id });
      if (row === undefined) throw new Error("licence insert returned no row");
      await attachUploads(tx, "license", row.id, context.userId, input.file_ids);
      return row.id;
    },
  );
  return getLicense(db, storeId, id, context);
}

/** PUT license/{location_id}/{id}: a renewal (new dates, the renewal date, the new certificate). */
export async function updateLicense(
  db: Database,
  storeId: number,
  id: number,
  input: LicenseInput,
  context: WriteContext,
): Promise<License> {
  const values = checked(input);
  await idempotentWrite(
    db,
    {
      userId: context.userId,
      key: context.key,
      route: `PUT license/${storeId}/${id}`,
      input,
      now: context.now,
    },
    async (tx) => {
      const updated = await tx
        .update(licenses)
        .set({ ...values, mStamp: context.now })
        .where(and(eq(licenses.id, id), eq(licenses.storeId, storeId)))
        .returning({ id: licenses.id });
      if (updated.length === 0) throw new NotFound("b2b_not_found");
      await attachUploads(tx, "license", id, context.userId, input.file_ids);
      return id;
    },
  );
  return getLicense(db, storeId, id, context);
}
