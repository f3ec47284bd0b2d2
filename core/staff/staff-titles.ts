import type { CataloguePart } from "../i18n/catalogue-entry";

/** The titles of the staff area: its sidebar entry and its screens. */
export const staffTitles = {
  ui_menu_users: { en: "Staff", gr: "Προσωπικό" },
  ui_route_users: { en: "Staff", gr: "Προσωπικό" },
} as const satisfies CataloguePart;
