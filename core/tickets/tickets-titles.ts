import type { CataloguePart } from "../i18n/catalogue-entry";

/** The titles of the tickets area: its sidebar entry and its screens. */
export const ticketsTitles = {
  ui_menu_tickets: { en: "Tickets", gr: "Αιτήματα" },
  ui_route_tickets: { en: "Tickets", gr: "Αιτήματα" },
  ui_route_tickets_old: { en: "Tickets", gr: "Αιτήματα" },
  ui_route_new_ticket: { en: "New ticket", gr: "Νέο αίτημα" },
  ui_route_new_ticket_old: { en: "New ticket", gr: "Νέο αίτημα" },
} as const satisfies CataloguePart;
