import { index, integer, numeric, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { stores } from "../../db/schema/stores";
import { users } from "../../db/schema/users";
import { storeMenuProducts } from "./store-menu";

/**
 * One submitted stock count of a store (POST consignmentNoteProducts): who counted and when. The
 * product rows keep only the latest count; these keep every count, so the history survives.
 */
export const stockCounts = pgTable(
  "stock_counts",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    countedBy: integer("counted_by").references(() => users.id, { onDelete: "set null" }),
    countedAt: timestamp("counted_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("stock_counts_store_idx").on(t.storeId, t.id)],
);

/** A product of a count: the books' stock at the time and what was counted (the difference is computed). */
export const stockCountLines = pgTable(
  "stock_count_lines",
  {
    countId: integer("count_id")
      .notNull()
      .references(() => stockCounts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => storeMenuProducts.id, { onDelete: "cascade" }),
    expectedStock: numeric("expected_stock", { precision: 12, scale: 3, mode: "number" }).notNull(),
    physicalStock: numeric("physical_stock", { precision: 12, scale: 3, mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.countId, t.productId] })],
);
