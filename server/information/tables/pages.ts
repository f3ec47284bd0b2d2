import { boolean, integer, pgTable, text } from "drizzle-orm/pg-core";
import { searchFoldSql } from "../../services/search/search-fold-sql";
import { searchIndex } from "../../services/search/search-index";

/**
 * Custom pages of the sidebar: an internal page at /page/{identifier} with its body (HTML sanitised
 * when written, server/services/rich-text/sanitise-rich-text.ts), or an external URL.
 */
export const pages = pgTable(
  "pages",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    identifier: text().notNull().unique(),
    titleGr: text("title_gr").notNull(),
    titleEn: text("title_en").notNull(),
    bodyGr: text("body_gr"),
    bodyEn: text("body_en"),
    url: text(),
    sort: integer().notNull().default(0),
    /** Readable without signing in (the terms, linked from the registration screens). */
    isPublic: boolean("public").notNull().default(false),
    /** Both languages' titles and bodies (their text, not their tags) folded for the search. */
    searchText: text("search_text").generatedAlwaysAs(
      searchFoldSql("title_gr", "title_en", { html: "body_gr" }, { html: "body_en" }),
    ),
  },
  (t) => [searchIndex("pages", t.searchText)],
);
