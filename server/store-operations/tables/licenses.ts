import { date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { stores } from "../../db/schema/stores";
import { users } from "../../db/schema/users";
import { files } from "../../files/tables/files";
import { searchFoldSql } from "../../services/search/search-fold-sql";
import { searchIndex } from "../../services/search/search-index";

/**
 * A store's licence (spec 3: startDate, expirationDate, renewalDate, files). A renewal updates the
 * row in place (new dates, the renewal date, the new scan added to its files), so the list shows
 * the licence as it stands and the reminders follow its current expiry.
 */
export const licenses = pgTable(
  "licenses",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    title: text().notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    expirationDate: date("expiration_date", { mode: "string" }).notNull(),
    renewalDate: date("renewal_date", { mode: "string" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    cStamp: timestamp("c_stamp", { withTimezone: true }).notNull(),
    mStamp: timestamp("m_stamp", { withTimezone: true }).notNull(),
    /** The title folded for the search (core/search/search-fold.ts), kept by the database. */
    searchText: text("search_text").generatedAlwaysAs(searchFoldSql("title")),
  },
  (t) => [
    searchIndex("licenses", t.searchText),
    // The store's list, soonest expiry first, paged by (expiration_date, id).
    index("licenses_store_expiry_idx").on(t.storeId, t.expirationDate, t.id),
    // The reminder sweep and head office's table read by expiry across stores.
    index("licenses_expiry_idx").on(t.expirationDate),
  ],
);

/** The files of a licence (scans, the renewed certificate as PDF). */
export const licenseFiles = pgTable(
  "license_files",
  {
    licenseId: integer("license_id")
      .notNull()
      .references(() => licenses.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.licenseId, t.fileId] }), index("license_files_file_idx").on(t.fileId)],
);
