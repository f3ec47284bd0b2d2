import { asc, eq } from "drizzle-orm";
import { HEAD_OFFICE_COMPANY } from "../../../core/constants/portal-constants";
import type { Database } from "../../db/database";
import { stores } from "../../db/schema/stores";
import { userStores } from "../../db/schema/user-stores";

export interface FranchiseStoreRow {
  readonly id: number;
  readonly title: string;
  readonly warehouse_id: number;
}

/**
 * The stores a user may select: their own memberships, or every store for head-office staff (the
 * head office runs the whole network; decided by company, not by role name).
 */
export async function franchiseStoresOf(
  db: Database,
  user: { readonly id: number; readonly companyName: string },
): Promise<readonly FranchiseStoreRow[]> {
  const columns = { id: stores.id, title: stores.title, warehouse_id: stores.warehouseId };
  if (user.companyName === HEAD_OFFICE_COMPANY)
    return db.select(columns).from(stores).orderBy(asc(stores.id));
  return db
    .select(columns)
    .from(stores)
    .innerJoin(userStores, eq(userStores.storeId, stores.id))
    .where(eq(userStores.userId, user.id))
    .orderBy(asc(stores.id));
}
