import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { searchFoldSql } from "../../services/search/search-fold-sql";
import { searchIndex } from "../../services/search/search-index";

/** Notes of the training area (/notes, /notes/{id}): short written lessons, newest first by c_stamp. */
export const trainingNotes = pgTable(
  "training_notes",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    title: text().notNull(),
    body: text().notNull(),
    cStamp: timestamp("c_stamp", { withTimezone: true }).notNull().defaultNow(),
    /** Title and text folded for the search. */
    searchText: text("search_text").generatedAlwaysAs(searchFoldSql("title", "body")),
  },
  (t) => [
    searchIndex("training_notes", t.searchText),
    index("training_notes_c_stamp_idx").on(t.cStamp, t.id),
  ],
);
