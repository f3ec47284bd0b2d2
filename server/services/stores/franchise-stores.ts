import { and, asc, eq, isNull } from "drizzle-orm";
import { seesEveryStore } from "../../../core/permissions/store-scope";
import type { Database } from "../../db/database";
import { stores } from "../../db/schema/stores";
import { userStores } from "../../db/schema/user-stores";

export interface FranchiseStoreRow {
  readonly id: number;
  readonly title: string;
  readonly warehouse_id: number;
}

/**
 * The open stores a user may select: their own memberships, or every store for a holder of the explicit
 * every-store grant (head office; core/permissions/store-scope.ts, never inferred from the company).
 */
export async function franchiseStoresOf(
  db: Database,
  user: { readonly id: number; readonly allStores: boolean },
): Promise<readonly FranchiseStoreRow[]> {
  const columns = { id: stores.id, title: stores.title, warehouse_id: stores.warehouseId };
  // A closed store (issue 35) leaves the picker; its records stay readable by their links.
  if (seesEveryStore(user))
    return db.select(columns).from(stores).where(isNull(stores.closedAt)).orderBy(asc(stores.id));
  return db
    .select(columns)
    .from(stores)
    .innerJoin(userStores, eq(userStores.storeId, stores.id))
    .where(and(eq(userStores.userId, user.id), isNull(stores.closedAt)))
    .orderBy(asc(stores.id));
}
