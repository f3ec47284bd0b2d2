import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { stockDifference } from "../../../core/store-operations/stock-count";
import type { StockCount, StoreMenuProduct } from "../../../core/store-operations/store-operations-wire";
import type { Database } from "../../db/database";
import { users } from "../../db/schema/users";
import { Invalid } from "../../domain-errors";
import { stockCountLines, stockCounts } from "../tables/stock-counts";
import { storeMenuProducts } from "../tables/store-menu";
import { idempotentWrite } from "../../services/idempotency/idempotent-write";

const fullName = (fName: string | null, lName: string | null) =>
  fName === null ? null : `${fName} ${lName ?? ""}`.trim();

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
    stockDifference: p.physicalStock === null ? 0 : stockDifference(p.expectedStock, p.physicalStock),
    edited: p.physicalStock !== null,
    counted_by: fullName(fName, lName),
    counted_at: p.countedAt?.toISOString() ?? null,
  }));
}

/**
 * POST consignmentNoteProducts/{location_id}: a stock count; each product must be the store's.
 * Who counted and when are kept with the count, and the count itself (with the books' stock of that
 * moment) joins the store's history. Under an Idempotency-Key a count sent twice is kept once.
 */
export async function recordStockCount(
  db: Database,
  request: {
    readonly storeId: number;
    readonly userId: number;
    readonly counts: readonly { readonly product_id: number; readonly physical_stock: number }[];
    readonly key: string | undefined;
    readonly now: Date;
  },
): Promise<number> {
  const ids = [...new Set(request.counts.map((c) => c.product_id))];
  if (ids.length !== request.counts.length) throw new Invalid("b2b_invalid_input");
  return idempotentWrite(
    db,
    {
      userId: request.userId,
      key: request.key,
      route: `consignmentNoteProducts/${request.storeId}`,
      input: request.counts,
      now: request.now,
    },
    async (tx) => {
      const own = await tx
        .select({ id: storeMenuProducts.id, expectedStock: storeMenuProducts.expectedStock })
        .from(storeMenuProducts)
        .where(and(eq(storeMenuProducts.storeId, request.storeId), inArray(storeMenuProducts.id, ids)));
      if (own.length !== ids.length) throw new Invalid("b2b_invalid_input");
      const expected = new Map(own.map((p) => [p.id, p.expectedStock]));
      const [count] = await tx
        .insert(stockCounts)
        .values({ storeId: request.storeId, countedBy: request.userId, countedAt: request.now })
        .returning({ id: stockCounts.id });
      if (count === undefined) throw new Error("stock count not stored");
      await tx.insert(stockCountLines).values(
        request.counts.map((c) => ({
          countId: count.id,
          productId: c.product_id,
          expectedStock: expected.get(c.product_id) ?? 0,
          physicalStock: c.physical_stock,
        })),
      );
      for (const c of request.counts)
        await tx
          .update(storeMenuProducts)
          .set({ physicalStock: c.physical_stock, countedBy: request.userId, countedAt: request.now })
          .where(eq(storeMenuProducts.id, c.product_id));
      return count.id;
    },
  );
}

/** How many past counts the history shows (a store counts weekly at most: months of history). */
export const STOCK_COUNT_HISTORY_LIMIT = 20;

/** GET stock-counts/{location_id}: the store's latest counts, newest first, each with its lines. */
export async function stockCountHistory(db: Database, storeId: number): Promise<StockCount[]> {
  const counts = await db
    .select({ count: stockCounts, fName: users.fName, lName: users.lName })
    .from(stockCounts)
    .leftJoin(users, eq(users.id, stockCounts.countedBy))
    .where(eq(stockCounts.storeId, storeId))
    .orderBy(desc(stockCounts.id))
    .limit(STOCK_COUNT_HISTORY_LIMIT);
  const countIds = counts.map(({ count }) => count.id);
  const lines =
    countIds.length === 0
      ? []
      : await db
          .select({ line: stockCountLines, name: storeMenuProducts.title, unit: storeMenuProducts.unit })
          .from(stockCountLines)
          .innerJoin(storeMenuProducts, eq(storeMenuProducts.id, stockCountLines.productId))
          .where(inArray(stockCountLines.countId, countIds))
          .orderBy(asc(storeMenuProducts.title), asc(storeMenuProducts.id));
  return counts.map(({ count, fName, lName }) => ({
    id: count.id,
    counted_by: fullName(fName, lName),
    counted_at: count.countedAt.toISOString(),
    lines: lines
      .filter(({ line }) => line.countId === count.id)
      .map(({ line, name, unit }) => ({
        product_id: line.productId,
        name,
        unit,
        expectedStock: line.expectedStock,
        physicalStock: line.physicalStock,
        stockDifference: stockDifference(line.expectedStock, line.physicalStock),
      })),
  }));
}
