import { and, desc, eq, lt, or, sql, type SQL } from "drizzle-orm";
import { closeInvitations } from "../../auth/services/registration/invitations";
import { refusalOf, type AccountChange, type AccountStateChange } from "../../../core/admin/account-changes";
import type { AdminUser } from "../../../core/admin/admin-wire";
import { pageOfRows } from "../../../core/lists/keyset-cursor";
import type { KeysetQuery } from "../../../core/schemas/keyset-page";
import type { Database } from "../../db/database";
import { companies } from "../../db/schema/companies";
import { userStores } from "../../db/schema/user-stores";
import { users } from "../../db/schema/users";
import { Conflict, Forbidden, NotFound } from "../../domain-errors";
import { revokeUserSessions } from "../../auth/services/password-reset/revoke-user-sessions";
import type { AdminActor } from "./admin-stores";
import { logPersonChange } from "./person-activity";
import { containsPattern } from "./search-words";

const storeIds = sql<
  number[]
>`(select coalesce(json_agg(${userStores.storeId} order by ${userStores.storeId}), '[]'::json) from ${userStores} where ${userStores.userId} = ${users.id})`;

const COLUMNS = {
  id: users.id,
  first_name: users.fName,
  last_name: users.lName,
  mobile: users.mobile,
  country_code: users.countryCode,
  email: users.email,
  role: users.role,
  status: users.status,
  company_id: users.companyId,
  company_name: companies.name,
  store_ids: storeIds,
  all_stores: users.allStores,
  administers: users.administers,
  job_position_id: users.jobPositionId,
};

/** Everyone, newest first, a keyset page at a time: by status and by words of the name, mobile or e-mail. */
export async function listAdminUsers(
  db: Database,
  query: KeysetQuery & { readonly q: string; readonly status: AdminUser["status"] | undefined },
): Promise<{ readonly items: readonly AdminUser[]; readonly next_cursor: string | null }> {
  const conditions: SQL[] = [];
  if (query.beforeId !== null) conditions.push(lt(users.id, query.beforeId));
  if (query.status !== undefined) conditions.push(eq(users.status, query.status));
  const words = query.q.trim();
  if (words !== "") {
    const pattern = containsPattern(words);
    const found = or(
      sql`(${users.fName} || ' ' || ${users.lName}) ilike ${pattern}`,
      sql`${users.mobile} ilike ${pattern}`,
      sql`${users.email} ilike ${pattern}`,
    );
    if (found !== undefined) conditions.push(found);
  }
  const rows = await db
    .select(COLUMNS)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(...conditions))
    .orderBy(desc(users.id))
    .limit(query.limit + 1);
  return pageOfRows(rows, query.limit);
}

export async function readAdminUser(db: Database, id: number): Promise<AdminUser> {
  const [row] = await db
    .select(COLUMNS)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id))
    .limit(1);
  if (row === undefined) throw new NotFound("b2b_not_found");
  return row;
}

/**
 * The person a change is made to, once core's rule allows it (core/admin/account-changes.ts): 404
 * for nobody, 403 for one's own account, 409 for a state that does not allow it.
 */
export async function changeableAccount(
  tx: Database,
  actor: AdminActor,
  id: number,
  change: AccountChange,
): Promise<AdminUser> {
  const target = await readAdminUser(tx, id);
  const refusal = refusalOf(
    actor.id,
    { id, status: target.status, allStores: target.all_stores, administers: target.administers },
    change,
  );
  if (refusal === "b2b_admin_not_yourself") throw new Forbidden(refusal);
  if (refusal !== undefined) throw new Conflict(refusal);
  return target;
}

/** The activity-log statuses of a change, on the person's own log and on the administrator's. */
const LOGGED: Readonly<Record<AccountStateChange["kind"], string>> = {
  rights: "rights_changed",
  deactivate: "access_disabled",
  reactivate: "access_reopened",
  "end-sessions": "sessions_ended",
};

/**
 * One change to a person's account (core/admin/account-changes.ts decides whether it may be made:
 * never one's own account, rights granted only to an active one). Deactivating ends their sessions
 * at once. Written to the person's activity log (by whom) and to the administrator's (to whom).
 */
export async function changeAdminUser(
  db: Database,
  request: {
    readonly actor: AdminActor;
    readonly id: number;
    readonly change: AccountStateChange;
    readonly now: Date;
  },
): Promise<AdminUser> {
  const { actor, id, change, now } = request;
  return db.transaction(async (tx) => {
    const target = await changeableAccount(tx, actor, id, change);
    switch (change.kind) {
      case "rights":
        if (change.allStores === target.all_stores && change.administers === target.administers)
          return target;
        await tx
          .update(users)
          .set({ allStores: change.allStores, administers: change.administers })
          .where(eq(users.id, id));
        break;
      case "deactivate":
        await tx.update(users).set({ status: "disabled" }).where(eq(users.id, id));
        await revokeUserSessions(tx, id, now);
        // A withdrawn invitation's link stops working.
        await closeInvitations(tx, id, now);
        break;
      case "reactivate": {
        // A withdrawn invitation comes back as an invitation (resend it for a new link): an account
        // without a password cannot sign in, except the corporate sign-in's.
        const [row] = await tx
          .select({ passwordHash: users.passwordHash })
          .from(users)
          .where(eq(users.id, id));
        const invited = row?.passwordHash === null && target.role !== "azureUser";
        await tx
          .update(users)
          .set({ status: invited ? "invited" : "active" })
          .where(eq(users.id, id));
        break;
      }
      case "end-sessions":
        await revokeUserSessions(tx, id, now);
        break;
    }
    const detail =
      change.kind === "rights" ? { all_stores: change.allStores, administers: change.administers } : {};
    await logPersonChange(tx, { actor, personId: id, status: LOGGED[change.kind], detail, now });
    return readAdminUser(tx, id);
  });
}
