import { and, desc, eq, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { StoreFields } from "../../../core/admin/store-form";
import type { AdminStore, AdminStoreState } from "../../../core/admin/admin-wire";
import { pageOfRows } from "../../../core/lists/keyset-cursor";
import type { KeysetQuery } from "../../../core/schemas/keyset-page";
import type { Database } from "../../db/database";
import { companies } from "../../db/schema/companies";
import { stores } from "../../db/schema/stores";
import { Conflict, Invalid, NotFound } from "../../domain-errors";
import { recordActivity } from "../../services/activity/record-activity";
import { containsPattern } from "./search-words";
import { requestHash, runIdempotent, type IdempotentAnswer } from "../../services/idempotency/run-idempotent";

/** Who makes a change in the console, for the activity log and the idempotency key. */
export interface AdminActor {
  readonly id: number;
  readonly ip: string | null;
}

const COLUMNS = {
  id: stores.id,
  title: stores.title,
  store_name: stores.storeName,
  city: stores.city,
  warehouse_id: stores.warehouseId,
  address: stores.address,
  postcode: stores.postcode,
  phone: stores.phone,
  email: stores.email,
  company_id: stores.companyId,
  company_name: companies.name,
  opened_on: stores.openedOn,
  closed_at: stores.closedAt,
};

type StoreRow = Omit<AdminStore, "closed_at"> & { readonly closed_at: Date | null };
const wire = (row: StoreRow): AdminStore => ({ ...row, closed_at: row.closed_at?.toISOString() ?? null });

/** Every store, newest first, a keyset page at a time: by state and by words of its names or city. */
export async function listAdminStores(
  db: Database,
  query: KeysetQuery & { readonly q: string; readonly state: AdminStoreState },
): Promise<{ readonly items: readonly AdminStore[]; readonly next_cursor: string | null }> {
  const conditions: SQL[] = [];
  if (query.beforeId !== null) conditions.push(lt(stores.id, query.beforeId));
  if (query.state === "open") conditions.push(isNull(stores.closedAt));
  if (query.state === "closed") conditions.push(isNotNull(stores.closedAt));
  const words = query.q.trim();
  if (words !== "") {
    const pattern = containsPattern(words);
    const found = or(
      sql`${stores.title} ilike ${pattern}`,
      sql`${stores.storeName} ilike ${pattern}`,
      sql`${stores.city} ilike ${pattern}`,
    );
    if (found !== undefined) conditions.push(found);
  }
  const rows = await db
    .select(COLUMNS)
    .from(stores)
    .leftJoin(companies, eq(companies.id, stores.companyId))
    .where(and(...conditions))
    .orderBy(desc(stores.id))
    .limit(query.limit + 1);
  return pageOfRows(rows.map(wire), query.limit);
}

export async function readAdminStore(db: Database, id: number): Promise<AdminStore> {
  const [row] = await db
    .select(COLUMNS)
    .from(stores)
    .leftJoin(companies, eq(companies.id, stores.companyId))
    .where(eq(stores.id, id))
    .limit(1);
  if (row === undefined) throw new NotFound("b2b_not_found");
  return wire(row);
}

/** The columns of a store's fields; the company must exist, the warehouse code be free. */
async function columnsOf(db: Database, fields: StoreFields, storeId: number | null) {
  if (fields.company_id !== null) {
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, fields.company_id));
    if (company === undefined) throw new Invalid("b2b_admin_company_unknown");
  }
  const [holder] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.warehouseId, fields.warehouse_id))
    .limit(1);
  if (holder !== undefined && holder.id !== storeId) throw new Conflict("b2b_admin_warehouse_taken");
  return {
    title: fields.title,
    storeName: fields.store_name,
    city: fields.city,
    warehouseId: fields.warehouse_id,
    address: fields.address,
    postcode: fields.postcode,
    phone: fields.phone,
    email: fields.email,
    companyId: fields.company_id,
    openedOn: fields.opened_on,
  };
}

/** A new store, once per Idempotency-Key; written to the administrator's activity log. */
export async function createAdminStore(
  db: Database,
  request: {
    readonly actor: AdminActor;
    readonly key: string;
    readonly fields: StoreFields;
    readonly now: Date;
  },
): Promise<IdempotentAnswer<AdminStore>> {
  const { actor, key, fields, now } = request;
  return db.transaction(async (tx) =>
    runIdempotent<AdminStore>(
      tx,
      { userId: actor.id, key, hash: requestHash("POST admin/stores", fields), now },
      async () => {
        const [created] = await tx
          .insert(stores)
          .values(await columnsOf(tx, fields, null))
          .returning({ id: stores.id });
        if (created === undefined) throw new Error("the new store was not returned");
        await recordActivity(tx, {
          contactId: actor.id,
          status: "store_created",
          ip: actor.ip,
          now,
          detail: { store_id: created.id },
        });
        return { status: 201, body: await readAdminStore(tx, created.id) };
      },
    ),
  );
}

/** A store's fields changed; the same fields again change nothing and log nothing. */
export async function updateAdminStore(
  db: Database,
  request: {
    readonly actor: AdminActor;
    readonly id: number;
    readonly fields: StoreFields;
    readonly now: Date;
  },
): Promise<AdminStore> {
  const { actor, id, fields, now } = request;
  return db.transaction(async (tx) => {
    const before = await readAdminStore(tx, id);
    const columns = await columnsOf(tx, fields, id);
    const unchanged = (Object.keys(fields) as (keyof StoreFields)[]).every(
      (name) => fields[name] === before[name],
    );
    if (unchanged) return before;
    await tx.update(stores).set(columns).where(eq(stores.id, id));
    await recordActivity(tx, {
      contactId: actor.id,
      status: "store_updated",
      ip: actor.ip,
      now,
      detail: { store_id: id },
    });
    return readAdminStore(tx, id);
  });
}

/**
 * Closes or reopens a store: never deleted, its history stays; closed, it leaves the store pickers
 * and the registration form. Closing a closed store (or reopening an open one) is 409.
 */
export async function setAdminStoreClosed(
  db: Database,
  request: { readonly actor: AdminActor; readonly id: number; readonly closed: boolean; readonly now: Date },
): Promise<AdminStore> {
  const { actor, id, closed, now } = request;
  return db.transaction(async (tx) => {
    const store = await readAdminStore(tx, id);
    if ((store.closed_at !== null) === closed)
      throw new Conflict(closed ? "b2b_admin_store_already_closed" : "b2b_admin_store_already_open");
    await tx
      .update(stores)
      .set({ closedAt: closed ? now : null })
      .where(eq(stores.id, id));
    await recordActivity(tx, {
      contactId: actor.id,
      status: closed ? "store_closed" : "store_reopened",
      ip: actor.ip,
      now,
      detail: { store_id: id },
    });
    return readAdminStore(tx, id);
  });
}
