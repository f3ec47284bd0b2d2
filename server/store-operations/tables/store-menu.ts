import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { stores } from "../../db/schema/stores";
import { users } from "../../db/schema/users";

/**
 * A product of a store's menu with the stock the books expect and the last physical count (spec 3:
 * physicalStock, stockDifference, edited). The difference is computed from the two when read, so it
 * cannot disagree with them; who counted and when are kept with the count.
 */
export const storeMenuProducts = pgTable(
  "store_menu_products",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    title: text().notNull(),
    unit: text().notNull(),
    expectedStock: numeric("expected_stock", { precision: 12, scale: 3, mode: "number" }).notNull(),
    physicalStock: numeric("physical_stock", { precision: 12, scale: 3, mode: "number" }),
    countedBy: integer("counted_by").references(() => users.id, { onDelete: "set null" }),
    countedAt: timestamp("counted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("store_menu_products_store_title_idx").on(t.storeId, t.title),
    index("store_menu_products_store_idx").on(t.storeId, t.id),
  ],
);
