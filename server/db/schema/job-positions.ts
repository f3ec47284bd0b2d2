import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { searchFoldSql } from "../../services/search/search-fold-sql";
import { searchIndex } from "../../services/search/search-index";

/** Job positions offered on registration; titles in both offered languages. */
export const jobPositions = pgTable(
  "job_positions",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    titleGr: text("title_gr").notNull().unique(),
    titleEn: text("title_en").notNull(),
    /** Both titles folded for the search's people (server/staff/services/search/people-search-source.ts). */
    searchText: text("search_text").generatedAlwaysAs(searchFoldSql("title_gr", "title_en")),
  },
  (t) => [searchIndex("job_positions", t.searchText)],
);
