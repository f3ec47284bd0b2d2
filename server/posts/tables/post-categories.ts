import { integer, pgTable, text } from "drizzle-orm/pg-core";

/** Categories of posts (spec 7, "GET post categories"), titled in both languages. */
export const postCategories = pgTable("post_categories", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  titleGr: text("title_gr").notNull(),
  titleEn: text("title_en").notNull(),
  sort: integer().notNull().default(0),
});
