import { integer, pgTable, text } from "drizzle-orm/pg-core";

/** A franchise store (location). warehouse_id is the store's id in the group's stock system. */
export const stores = pgTable("stores", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  storeName: text("store_name").notNull(),
  title: text().notNull(),
  warehouseId: integer("warehouse_id").notNull().unique(),
  city: text().notNull(),
});
