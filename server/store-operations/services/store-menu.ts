import { and, asc, eq, inArray } from "drizzle-orm";
import type { StoreMenuProduct } from "../../../core/store-operations/store-operations-wire";
import type { Database } from "../../db/database";
import { users } from "../../db/schema/users";
import { Invalid } from "../../domain-errors";
import { storeMenuProducts } from "../tables/store-menu";

/** GET store-menu/{location_id}: the store's products with the books' stock and the last count. */
export async function storeMenu(db: Database, storeId: number): Promise<StoreMenuProduct[]> {
  const rows = await db
    .select({ product: storeMenuProducts, fName: users.fName, lName: users.lName })
    .from(storeMenuProducts)
    .leftJoin(users, eq(users.id, storeMenuProducts.countedBy))
    .where(eq(storeMenuProducts.storeId, storeId))
    .orderBy(asc(storeMenuProducts.title), asc(storeMenuProducts.id))
    .limit(500);
  return rows.map(({ product: p, fName, lName }) => ({
    id: p.id,
    name: p.title,
    unit: p.unit,
    expectedStock: p.expectedStock,
    physicalStock: p.physicalStock ?? p.expectedStock,
    stockDifference:
      p.physicalStock === null ? 0 : Math.round((p.physicalStock - p.expectedStock) * 1000) / 1000,
    edited: p.physicalStock !== null,
    counted_by: fName === null ? null : `${fName} ${lName ?? ""}`.trim(),
    counted_at: p.countedAt?.toISOString() ?? null,
  }));
}

/**
 * POST consignmentNoteProducts/{location_id}: a stock count; each product must be the store's.
 * Who counted and when are kept with the count.
 */
export async function recordStockCount(
  db: Database,
  request: {
    readonly storeId: number;
    readonly userId: number;
    readonly counts: readonly { readonly product_id: number; readonly physical_stock: number }[];
    readonly now: Date;
  },
): Promise<void> {
  const ids = [...new Set(request.counts.map((c) => c.product_id))];
  if (ids.length !== request.counts.length) throw new Invalid("b2b_invalid_input");
  await db.transaction(async (tx) => {
    const own = await tx
      .select({ id: storeMenuProducts.id })
      .from(storeMenuProducts)
      .where(and(eq(storeMenuProducts.storeId, request.storeId), inArray(storeMenuProducts.id, ids)));
    if (own.length !== ids.length) throw new Invalid("b2b_invalid_input");
    for (const count of request.counts)
      await tx
        .update(storeMenuProducts)
        .set({ physicalStock: count.physical_stock, countedBy: request.userId, countedAt: request.now })
        .where(eq(storeMenuProducts.id, count.product_id));
  });
}
