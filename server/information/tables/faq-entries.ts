import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../../db/schema/users";
import { searchIndex } from "../../services/search/search-index";

/**
 * A FAQ entry, Greek and English side by side. The answers are HTML sanitised when written
 * (server/services/rich-text/sanitise-rich-text.ts). `search_text` is `searchText` (core/search/search-text.ts) of
 * both languages' texts, written with the entry, so accent- and case-free matching is a plain LIKE
 * on PostgreSQL and PGlite alike. "Was this helpful?" answers are
 * in faq_votes, one per reader and entry (a second answer replaces the first).
 */
export const faqEntries = pgTable(
  "faq_entries",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    categoryGr: text("category_gr").notNull(),
    categoryEn: text("category_en").notNull(),
    questionGr: text("question_gr").notNull(),
    questionEn: text("question_en").notNull(),
    answerGr: text("answer_gr").notNull(),
    answerEn: text("answer_en").notNull(),
    searchText: text("search_text").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    cStamp: timestamp("c_stamp", { withTimezone: true }).notNull(),
  },
  (t) => [searchIndex("faq_entries", t.searchText), index("faq_entries_c_stamp_idx").on(t.cStamp)],
);

/** A reader's answer to "Was this helpful?" on one entry. */
export const faqVotes = pgTable(
  "faq_votes",
  {
    entryId: integer("entry_id")
      .notNull()
      .references(() => faqEntries.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    helpful: boolean().notNull(),
    stamp: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.userId] })],
);
