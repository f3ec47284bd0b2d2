import { integer, pgTable, text } from "drizzle-orm/pg-core";

/** Job positions offered on registration; titles in both offered languages. */
export const jobPositions = pgTable("job_positions", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  titleGr: text("title_gr").notNull().unique(),
  titleEn: text("title_en").notNull(),
});
