import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import { users } from "../../db/schema/users";
import { files } from "../../files/tables/files";
import { searchFoldSql } from "../../services/search/search-fold-sql";
import { searchIndex } from "../../services/search/search-index";

/**
 * A document head office shares on /files (docs/decisions.md, "Files"): a file of the one file store
 * (the tickets' `files` table, no copy of the body), for one store, one role, or everyone (both
 * null). Listed to the people it is for and downloaded through the same signed path as attachments.
 */
export const sharedDocuments = pgTable(
  "shared_documents",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    title: text().notNull(),
    storeId: integer("store_id").references(() => stores.id, { onDelete: "cascade" }),
    role: text(),
    sharedBy: integer("shared_by").references(() => users.id, { onDelete: "set null" }),
    cStamp: timestamp("c_stamp", { withTimezone: true }).notNull(),
    /** The title folded for the search. */
    searchText: text("search_text").generatedAlwaysAs(searchFoldSql("title")),
  },
  (t) => [
    searchIndex("shared_documents", t.searchText),
    uniqueIndex("shared_documents_file_idx").on(t.fileId, t.storeId, t.role),
    index("shared_documents_store_idx").on(t.storeId, t.cStamp),
    index("shared_documents_role_idx").on(t.role, t.cStamp),
    check("shared_documents_title_length", sql`char_length(${t.title}) between 1 and 200`),
  ],
);
