import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { stores } from "../../db/schema/stores";

/**
 * The pick lists of the new-ticket form (v2). Titles in both languages: the lists are answered in
 * the request's Language. `follow_up_tasks` are the tasks a ticket of the category creates when it
 * is saved (docs/api-tickets.md: "the follow-up tasks the category defines, possibly none").
 */
export const ticketCategories = pgTable("ticket_categories", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  titleGr: text("title_gr").notNull(),
  titleEn: text("title_en").notNull(),
  followUpTasks: jsonb("follow_up_tasks").$type<readonly string[]>().notNull().default([]),
});

export const ticketComplaintTypes = pgTable(
  "ticket_complaint_types",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => ticketCategories.id, { onDelete: "cascade" }),
    titleGr: text("title_gr").notNull(),
    titleEn: text("title_en").notNull(),
  },
  (t) => [index("ticket_complaint_types_category_idx").on(t.categoryId)],
);

/**
 * The people a ticket can be addressed to. `store_id` null: a head-office contact every store can
 * choose; otherwise a contact of that store only. The e-mail is where the ticket's notice goes.
 */
export const ticketContacts = pgTable(
  "ticket_contacts",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    storeId: integer("store_id").references(() => stores.id, { onDelete: "cascade" }),
  },
  (t) => [index("ticket_contacts_store_idx").on(t.storeId)],
);
