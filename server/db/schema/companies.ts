import { integer, pgTable, text } from "drizzle-orm/pg-core";

/** A company (account) of the group: the head office or a franchise company. */
export const companies = pgTable("companies", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  name: text().notNull().unique(),
});

/** Company details shown in the sidebar (spec section 3: url, twitter, facebook), one row per company. */
export const companyDetails = pgTable("company_details", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  url: text(),
  twitter: text(),
  facebook: text(),
});
