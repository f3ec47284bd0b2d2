import { and, asc, eq, gt, or, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { MessageKey } from "../../../core/i18n/catalogue";
import {
  decodeDatedCursor,
  encodeDatedCursor,
  RECORD_PAGE_LIMIT,
} from "../../../core/store-operations/dated-cursor";
import type { RecordFile } from "../../../core/store-operations/store-operations-wire";
import type { Database } from "../../db/database";
import { Invalid, NotFound } from "../../domain-errors";
import { idempotentWrite } from "../../services/idempotency/idempotent-write";
import { attachUploads, filesOfRecords, type RecordKind } from "./record-files";
import type { StemsMatch } from "../../services/search/search-match";

/*
 * A store's dated records — licences (by expiry) and equipment maintenance (by next service) — are
 * read, paged, written and renewed the same way; only their table, the date that orders them, their
 * wire shape and their form differ. Each kind declares those (licenses.ts, maintenance.ts) and these
 * functions do the rest once.
 */

export interface ReadContext {
  readonly secret: string;
  readonly now: Date;
}

export interface WriteContext extends ReadContext {
  readonly userId: number;
  /** The request's Idempotency-Key, if it sent one. */
  readonly key: string | undefined;
}

/** The columns every dated record table has. */
type RecordTable = PgTable & {
  readonly id: PgColumn;
  readonly storeId: PgColumn;
  /** The generated search column (server/services/search/search-fold-sql.ts). */
  readonly searchText: PgColumn;
};

export interface DatedRecordKind<Row extends { readonly id: number }, Wire, Input, Values> {
  /** The files' kind and the routes' singular name: `license/{location_id}`, `maintenance/{location_id}`. */
  readonly kind: RecordKind;
  readonly table: RecordTable;
  /** The date column the store's list is ordered and paged by (soonest first). */
  readonly dueDate: PgColumn;
  readonly dueDateOf: (row: Row) => string;
  readonly toWire: (row: Row, files: readonly RecordFile[]) => Wire;
  /** The core form rule's first error as 422, else the values to store. */
  readonly validate: (input: Input) => { readonly error: string } | { readonly values: Values };
  readonly fileIdsOf: (input: Input) => readonly number[];
}

async function toWire<Row extends { readonly id: number }, Wire>(
  db: Database,
  kind: DatedRecordKind<Row, Wire, never, unknown>,
  rows: readonly Row[],
  context: ReadContext,
): Promise<Wire[]> {
  const ids = rows.map((r) => r.id);
  const filesById = await filesOfRecords(db, kind.kind, ids, context.secret, context.now);
  return rows.map((row) => kind.toWire(row, filesById.get(row.id) ?? []));
}

/** The rows of one store's list: the same scope for the list and the search. */
const ofStore = (table: RecordTable, storeId: number): SQL => eq(table.storeId, storeId);

/** GET {kind}s/{location_id}: the store's records, soonest date first, keyset-paged. */
export async function listDatedRecords<Row extends { readonly id: number }, Wire>(
  db: Database,
  kind: DatedRecordKind<Row, Wire, never, unknown>,
  storeId: number,
  cursor: string | undefined,
  context: ReadContext,
  limit = RECORD_PAGE_LIMIT,
): Promise<{ items: Wire[]; next_cursor: string | null }> {
  const after = cursor === undefined ? undefined : decodeDatedCursor(cursor);
  if (cursor !== undefined && after === undefined) throw new Invalid("b2b_bad_request");
  const { table, dueDate } = kind;
  const rows = (await db
    .select()
    .from(table)
    .where(
      and(
        ofStore(table, storeId),
        after === undefined
          ? undefined
          : or(gt(dueDate, after.date), and(eq(dueDate, after.date), gt(table.id, after.id))),
      ),
    )
    .orderBy(asc(dueDate), asc(table.id))
    .limit(limit + 1)) as unknown as Row[];
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: await toWire(db, kind, page, context),
    next_cursor:
      rows.length > limit && last !== undefined
        ? encodeDatedCursor({ date: kind.dueDateOf(last), id: last.id })
        : null,
  };
}

/**
 * The search's rows of a kind (issue #32): the store's list (same scope, same order, soonest date
 * first) narrowed to the rows whose search column holds every pattern. The caller's grant on the
 * store and the kind's area are the source's to check, as they are the routes'.
 */
export async function searchDatedRecords<Row extends { readonly id: number }>(
  db: Database,
  kind: DatedRecordKind<Row, unknown, never, unknown>,
  storeId: number,
  matches: StemsMatch,
  limit: number,
): Promise<Row[]> {
  const { table, dueDate } = kind;
  return (await db
    .select()
    .from(table)
    .where(and(ofStore(table, storeId), matches(table.searchText)))
    .orderBy(asc(dueDate), asc(table.id))
    .limit(limit)) as unknown as Row[];
}

/** One record of a store; another store's or an unknown one is the same 404. */
export async function getDatedRecord<Row extends { readonly id: number }, Wire>(
  db: Database,
  kind: DatedRecordKind<Row, Wire, never, unknown>,
  storeId: number,
  id: number,
  context: ReadContext,
): Promise<Wire> {
  const { table } = kind;
  const rows = (await db
    .select()
    .from(table)
    .where(and(eq(table.id, id), ofStore(table, storeId)))
    .limit(1)) as unknown as Row[];
  const [record] = await toWire(db, kind, rows, context);
  if (record === undefined) throw new NotFound("b2b_not_found");
  return record;
}

function checked<Input, Values>(kind: DatedRecordKind<never, unknown, Input, Values>, input: Input): Values {
  const result = kind.validate(input);
  if ("error" in result) throw new Invalid(result.error as MessageKey);
  return result.values;
}

/** POST {kind}/{location_id}: a new record with its files, at most once per Idempotency-Key. */
export async function createDatedRecord<Row extends { readonly id: number }, Wire, Input, Values>(
  db: Database,
  kind: DatedRecordKind<Row, Wire, Input, Values>,
  storeId: number,
  input: Input,
  context: WriteContext,
): Promise<Wire> {
  const values = checked(kind, input);
  const id = await idempotentWrite(
    db,
    {
      userId: context.userId,
      key: context.key,
      route: `POST ${kind.kind}/${storeId}`,
      input,
      now: context.now,
    },
    async (tx) => {
      const [row] = (await tx
        .insert(kind.table)
        .values({
          storeId,
          ...values,
          createdBy: context.userId,
          cStamp: context.now,
          mStamp: context.now,
        } as never)
        .returning({ id: kind.table.id })) as { id: number }[];
      if (row === undefined) throw new Error(`${kind.kind} insert returned no row`);
      await attachUploads(tx, kind.kind, row.id, context.userId, kind.fileIdsOf(input));
      return row.id;
    },
  );
  return getDatedRecord(db, kind, storeId, id, context);
}

/** PUT {kind}/{location_id}/{id}: a renewal or a new service (new dates, notes, the new file). */
export async function updateDatedRecord<Row extends { readonly id: number }, Wire, Input, Values>(
  db: Database,
  kind: DatedRecordKind<Row, Wire, Input, Values>,
  storeId: number,
  id: number,
  input: Input,
  context: WriteContext,
): Promise<Wire> {
  const values = checked(kind, input);
  const { table } = kind;
  await idempotentWrite(
    db,
    {
      userId: context.userId,
      key: context.key,
      route: `PUT ${kind.kind}/${storeId}/${id}`,
      input,
      now: context.now,
    },
    async (tx) => {
      const updated = await tx
        .update(table)
        .set({ ...values, mStamp: context.now } as never)
        .where(and(eq(table.id, id), eq(table.storeId, storeId)))
        .returning({ id: table.id });
      if (updated.length === 0) throw new NotFound("b2b_not_found");
      await attachUploads(tx, kind.kind, id, context.userId, kind.fileIdsOf(input));
      return id;
    },
  );
  return getDatedRecord(db, kind, storeId, id, context);
}
