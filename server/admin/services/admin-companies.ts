import { and, count, desc, eq, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { AdminCompany } from "../../../core/admin/admin-wire";
import type { CompanyFields } from "../../../core/admin/company-form";
import { pageOfRows } from "../../../core/lists/keyset-cursor";
import type { KeysetQuery } from "../../../core/schemas/keyset-page";
import type { Database } from "../../db/database";
import { companies, companyDetails } from "../../db/schema/companies";
import { stores } from "../../db/schema/stores";
import { Conflict, NotFound } from "../../domain-errors";
import { recordActivity } from "../../services/activity/record-activity";
import { requestHash, runIdempotent, type IdempotentAnswer } from "../../services/idempotency/run-idempotent";
import type { AdminActor } from "./admin-stores";
import { containsPattern } from "./search-words";

const openStores =
  sql<number>`(select ${count()} from ${stores} where ${stores.companyId} = ${companies.id} and ${isNull(stores.closedAt)})`.mapWith(
    Number,
  );

const COLUMNS = {
  id: companies.id,
  name: companies.name,
  url: companyDetails.url,
  twitter: companyDetails.twitter,
  facebook: companyDetails.facebook,
  open_stores: openStores,
};

/** Every company (head office's own included), newest first, a keyset page at a time, by words of its name. */
export async function listAdminCompanies(
  db: Database,
  query: KeysetQuery & { readonly q: string },
): Promise<{ readonly items: readonly AdminCompany[]; readonly next_cursor: string | null }> {
  const conditions: SQL[] = [];
  if (query.beforeId !== null) conditions.push(lt(companies.id, query.beforeId));
  const words = query.q.trim();
  if (words !== "") conditions.push(sql`${companies.name} ilike ${containsPattern(words)}`);
  const rows = await db
    .select(COLUMNS)
    .from(companies)
    .leftJoin(companyDetails, eq(companyDetails.companyId, companies.id))
    .where(and(...conditions))
    .orderBy(desc(companies.id))
    .limit(query.limit + 1);
  return pageOfRows(rows, query.limit);
}

export async function readAdminCompany(db: Database, id: number): Promise<AdminCompany> {
  const [row] = await db
    .select(COLUMNS)
    .from(companies)
    .leftJoin(companyDetails, eq(companyDetails.companyId, companies.id))
    .where(eq(companies.id, id))
    .limit(1);
  if (row === undefined) throw new NotFound("b2b_not_found");
  return row;
}

/** A company's name is its own: another company with it is 409. */
async function requireFreeName(db: Database, name: string, companyId: number | null): Promise<void> {
  const [holder] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(${companies.name}) = lower(${name})`)
    .limit(1);
  if (holder !== undefined && holder.id !== companyId) throw new Conflict("b2b_admin_company_name_taken");
}

const detailsOf = (fields: CompanyFields) => ({
  url: fields.url,
  twitter: fields.twitter,
  facebook: fields.facebook,
});

/** A new franchise company with its details, once per Idempotency-Key; logged. */
export async function createAdminCompany(
  db: Database,
  request: {
    readonly actor: AdminActor;
    readonly key: string;
    readonly fields: CompanyFields;
    readonly now: Date;
  },
): Promise<IdempotentAnswer<AdminCompany>> {
  const { actor, key, fields, now } = request;
  return db.transaction(async (tx) =>
    runIdempotent<AdminCompany>(
      tx,
      { userId: actor.id, key, hash: requestHash("POST admin/companies", fields), now },
      async () => {
        await requireFreeName(tx, fields.name, null);
        const [created] = await tx
          .insert(companies)
          .values({ name: fields.name })
          .returning({ id: companies.id });
        if (created === undefined) throw new Error("the new company was not returned");
        await tx.insert(companyDetails).values({ companyId: created.id, ...detailsOf(fields) });
        await recordActivity(tx, {
          contactId: actor.id,
          status: "company_created",
          ip: actor.ip,
          now,
          detail: { company_id: created.id },
        });
        return { status: 201, body: await readAdminCompany(tx, created.id) };
      },
    ),
  );
}

/** A company's name and details changed; the same fields again change nothing and log nothing. */
export async function updateAdminCompany(
  db: Database,
  request: {
    readonly actor: AdminActor;
    readonly id: number;
    readonly fields: CompanyFields;
    readonly now: Date;
  },
): Promise<AdminCompany> {
  const { actor, id, fields, now } = request;
  return db.transaction(async (tx) => {
    const before = await readAdminCompany(tx, id);
    const unchanged = (Object.keys(fields) as (keyof CompanyFields)[]).every(
      (name) => fields[name] === before[name],
    );
    if (unchanged) return before;
    await requireFreeName(tx, fields.name, id);
    await tx.update(companies).set({ name: fields.name }).where(eq(companies.id, id));
    await tx
      .insert(companyDetails)
      .values({ companyId: id, ...detailsOf(fields) })
      .onConflictDoUpdate({ target: companyDetails.companyId, set: detailsOf(fields) });
    await recordActivity(tx, {
      contactId: actor.id,
      status: "company_updated",
      ip: actor.ip,
      now,
      detail: { company_id: id },
    });
    return readAdminCompany(tx, id);
  });
}
