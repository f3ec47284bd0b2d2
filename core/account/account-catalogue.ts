import type { CataloguePart } from "../i18n/catalogue-entry";

/** The titles of the account area: its sidebar entry and its screens. */
export const accountMessages = {
  ui_menu_account: { en: "Account", gr: "Λογαριασμός" },
  ui_menu_activity: { en: "Activity", gr: "Δραστηριότητα" },
  ui_menu_files: { en: "Files", gr: "Αρχεία" },
  ui_menu_settings: { en: "Profile settings", gr: "Ρυθμίσεις προφίλ" },
  ui_route_activity: { en: "Activity", gr: "Δραστηριότητα" },
  ui_route_files: { en: "Files", gr: "Αρχεία" },
} as const satisfies CataloguePart;
