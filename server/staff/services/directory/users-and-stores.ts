import { and, asc, eq, exists, gt, inArray, ne } from "drizzle-orm";
import { decodeKeysetCursor, encodeKeysetCursor } from "../../../../core/lists/keyset-cursor";
import type { StoreColleague, UsersAndFranchiseStores } from "../../../../core/staff/staff-wire";
import type { Database } from "../../../db/database";
import { userStores } from "../../../db/schema/user-stores";
import { users } from "../../../db/schema/users";
import { Invalid } from "../../../domain-errors";
import { franchiseStoresOf } from "../../../services/stores/franchise-stores";

/** People per page: a store has tens of people, a franchisee a few stores. */
export const USERS_AND_STORES_PAGE_LIMIT = 200;

/**
 * GET users/franchise-stores: the caller's franchise stores and the active people (not the caller)
 * who are members of at least one of them, by id; each person lists which of the caller's stores
 * they work in. The role check is the route's guard (core/staff/staff-rules.ts, loadsEmployeeList).
 */
export async function usersAndFranchiseStores(
  db: Database,
  request: {
    readonly caller: { readonly id: number; readonly allStores: boolean };
    readonly cursor: string | undefined;
  },
): Promise<UsersAndFranchiseStores> {
  const after = request.cursor === undefined ? undefined : decodeKeysetCursor(request.cursor);
  if (request.cursor !== undefined && after === undefined) throw new Invalid("b2b_bad_request");
  const franchiseStores = await franchiseStoresOf(db, request.caller);
  const storeIds = franchiseStores.map((s) => s.id);
  if (storeIds.length === 0) return { franchiseStores: [], users: [], next_cursor: null };
  const people = await db
    .select({ id: users.id, fName: users.fName, lName: users.lName })
    .from(users)
    .where(
      and(
        eq(users.status, "active"),
        ne(users.id, request.caller.id),
        after === undefined ? undefined : gt(users.id, after),
        exists(
          db
            .select({ one: userStores.userId })
            .from(userStores)
            .where(and(eq(userStores.userId, users.id), inArray(userStores.storeId, storeIds))),
        ),
      ),
    )
    .orderBy(asc(users.id))
    .limit(USERS_AND_STORES_PAGE_LIMIT + 1);
  const page = people.slice(0, USERS_AND_STORES_PAGE_LIMIT);
  const memberships =
    page.length === 0
      ? []
      : await db
          .select({ userId: userStores.userId, storeId: userStores.storeId })
          .from(userStores)
          .where(
            and(
              inArray(
                userStores.userId,
                page.map((p) => p.id),
              ),
              inArray(userStores.storeId, storeIds),
            ),
          )
          .orderBy(asc(userStores.storeId));
  const last = page.at(-1);
  return {
    franchiseStores: franchiseStores as UsersAndFranchiseStores["franchiseStores"],
    users: page.map((p): StoreColleague => ({
      id: p.id as StoreColleague["id"],
      f_name: p.fName,
      l_name: p.lName,
      store_ids: memberships.filter((m) => m.userId === p.id).map((m) => m.storeId),
    })),
    next_cursor:
      people.length > USERS_AND_STORES_PAGE_LIMIT && last !== undefined ? encodeKeysetCursor(last.id) : null,
  };
}
