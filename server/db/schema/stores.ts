import { date, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { companies } from "./companies";

/** A franchise store (location). warehouse_id is the store's id in the group's stock system. */
export const stores = pgTable("stores", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  storeName: text("store_name").notNull(),
  title: text().notNull(),
  warehouseId: integer("warehouse_id").notNull().unique(),
  city: text().notNull(),
  /** The head-office console's fields (issue 35): where the store is and how it is reached. */
  address: text(),
  postcode: text(),
  phone: text(),
  email: text(),
  /** The franchise company that runs the store; null for one head office runs or has not assigned. */
  companyId: integer("company_id").references(() => companies.id),
  openedOn: date("opened_on", { mode: "string" }),
  /**
   * When head office closed the store (null: open). A closed store is never deleted: its history
   * stays readable, but it leaves the store pickers and the registration form's choices.
   */
  closedAt: timestamp("closed_at", { withTimezone: true }),
});
