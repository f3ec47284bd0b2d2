import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { searchIndex } from "../../services/search/search-index";

/**
 * Information material: a document head office publishes for every store (a guide, a price list, a
 * form), with its file. The file's body lives in the file store under `storage_key` (a random key),
 * like every other body. `search_text` as in faq-entries.ts.
 */
export const informationMaterials = pgTable(
  "information_materials",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    categoryGr: text("category_gr").notNull(),
    categoryEn: text("category_en").notNull(),
    titleGr: text("title_gr").notNull(),
    titleEn: text("title_en").notNull(),
    descriptionGr: text("description_gr").notNull(),
    descriptionEn: text("description_en").notNull(),
    fileName: text("file_name").notNull(),
    fileMime: text("file_mime").notNull(),
    fileSize: integer("file_size").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    /** The document's text, shown by /preview (the app's pages may not frame files: frame-src 'none'). */
    previewText: text("preview_text").notNull().default(""),
    searchText: text("search_text").notNull(),
    cStamp: timestamp("c_stamp", { withTimezone: true }).notNull(),
  },
  (t) => [searchIndex("information_materials", t.searchText)],
);
