import { integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";

/** The server's sidebar menu: the browser filters it by the user's role (spec section 2). */
export const menuItems = pgTable("menu_items", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  name: text().notNull().unique(),
  path: text().notNull(),
  titleGr: text("title_gr").notNull(),
  titleEn: text("title_en").notNull(),
  /** Roles that see the entry; empty means hidden. */
  roles: jsonb().$type<readonly string[]>().notNull(),
  sort: integer().notNull(),
  parentName: text("parent_name"),
});
