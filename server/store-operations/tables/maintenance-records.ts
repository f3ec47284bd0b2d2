import { date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { stores } from "../../db/schema/stores";
import { users } from "../../db/schema/users";
import { files } from "../../files/tables/files";
import { searchFoldSql } from "../../services/search/search-fold-sql";
import { searchIndex } from "../../services/search/search-index";

/**
 * A piece of a store's equipment and its service (spec 3: maintenance_date, next_maintenance_date).
 * Recording a new service updates the row (this service's date, the next one's, notes, the report).
 */
export const maintenanceRecords = pgTable(
  "maintenance_records",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    equipment: text().notNull(),
    maintenanceDate: date("maintenance_date", { mode: "string" }).notNull(),
    nextMaintenanceDate: date("next_maintenance_date", { mode: "string" }).notNull(),
    notes: text().notNull().default(""),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    cStamp: timestamp("c_stamp", { withTimezone: true }).notNull(),
    mStamp: timestamp("m_stamp", { withTimezone: true }).notNull(),
    /** The equipment and its notes folded for the search (core/search/search-fold.ts), kept by the database. */
    searchText: text("search_text").generatedAlwaysAs(searchFoldSql("equipment", "notes")),
  },
  (t) => [
    searchIndex("maintenance_records", t.searchText),
    index("maintenance_store_next_idx").on(t.storeId, t.nextMaintenanceDate, t.id),
    index("maintenance_next_idx").on(t.nextMaintenanceDate),
  ],
);

/** The files of a maintenance record (service reports, photos). */
export const maintenanceFiles = pgTable(
  "maintenance_files",
  {
    maintenanceId: integer("maintenance_id")
      .notNull()
      .references(() => maintenanceRecords.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.maintenanceId, t.fileId] }),
    index("maintenance_files_file_idx").on(t.fileId),
  ],
);
