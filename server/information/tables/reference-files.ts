import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { stores } from "../../db/schema/stores";
import { searchIndex } from "../../services/search/search-index";

/*
 * The reference files of the small screens (docs/decisions.md, "The small screens"): the contractors
 * file (/allclients), the immediate coverage products file and its location exceptions
 * (/allproductsandservices), and the report library behind sharepoint (/targit-reports).
 */

export const contractors = pgTable("contractors", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  name: text().notNull(),
  trade: text().notNull(),
  city: text().notNull(),
  phone: text().notNull(),
  email: text(),
});

export const coverageProducts = pgTable("coverage_products", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  code: text().notNull().unique(),
  name: text().notNull(),
  category: text().notNull(),
  deliveryDays: integer("delivery_days").notNull(),
});

/** A product a store does not get as the file says (not carried, or later): one note per pair. */
export const locationExceptions = pgTable(
  "location_exceptions",
  {
    locationId: integer("location_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => coverageProducts.id, { onDelete: "cascade" }),
    note: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.productId] })],
);

/** A report of the library; its body is in the file store, like information material's files. */
export const reports = pgTable(
  "reports",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    folder: text().notNull(),
    title: text().notNull(),
    fileName: text("file_name").notNull(),
    fileMime: text("file_mime").notNull(),
    fileSize: integer("file_size").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    searchText: text("search_text").notNull(),
    modified: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [searchIndex("reports", t.searchText), index("reports_folder_idx").on(t.folder)],
);
