import type { CataloguePart } from "../i18n/catalogue-entry";

/** The titles of the commerce area: its sidebar entry and its screens. */
export const commerceMessages = {
  ui_menu_orders: { en: "Orders", gr: "Παραγγελίες" },
  ui_menu_subscriptions: { en: "Subscriptions", gr: "Συνδρομές" },
  ui_menu_invoices: { en: "Invoices", gr: "Τιμολόγια" },
} as const satisfies CataloguePart;
