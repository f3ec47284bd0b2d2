import { pgTable, text } from "drizzle-orm/pg-core";

/** The translation catalogue served under app id 9000, seeded from core/i18n/catalogue.ts. */
export const translations = pgTable("translations", {
  key: text().primaryKey(),
  gr: text().notNull(),
  en: text().notNull(),
});
