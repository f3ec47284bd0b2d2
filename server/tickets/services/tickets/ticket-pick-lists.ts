import { asc, eq, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { ticketCategories, ticketComplaintTypes, ticketContacts } from "../../tables/tickets-reference";
import type { Language } from "./ticket-reads";

/** GET v2/tickets/type: the categories, with whether any complaint type belongs to each. */
export function ticketCategoriesList(db: Database, language: Language) {
  return db
    .select({
      id: ticketCategories.id,
      title: language === "gr" ? ticketCategories.titleGr : ticketCategories.titleEn,
      // Qualified by hand: inside a raw subquery drizzle would leave "id" ambiguous.
      has_complaint_types: sql<boolean>`exists (select 1 from "ticket_complaint_types" as ct where ct.category_id = "ticket_categories"."id")`,
    })
    .from(ticketCategories)
    .orderBy(asc(ticketCategories.id));
}

/** GET v2/tickets/complaint-types: those of one category, or all. */
export function complaintTypesList(db: Database, language: Language, categoryId: number | undefined) {
  const query = db
    .select({
      id: ticketComplaintTypes.id,
      category_id: ticketComplaintTypes.categoryId,
      title: language === "gr" ? ticketComplaintTypes.titleGr : ticketComplaintTypes.titleEn,
    })
    .from(ticketComplaintTypes);
  return (
    categoryId === undefined ? query : query.where(eq(ticketComplaintTypes.categoryId, categoryId))
  ).orderBy(asc(ticketComplaintTypes.id));
}

/** GET contacts/: the head-office contacts every store may address, and the store's own. */
export function contactsList(db: Database, locationId: number) {
  return db
    .select({ id: ticketContacts.id, name: ticketContacts.name })
    .from(ticketContacts)
    .where(or(isNull(ticketContacts.storeId), eq(ticketContacts.storeId, locationId)))
    .orderBy(asc(ticketContacts.name), asc(ticketContacts.id));
}
