import type { CataloguePart } from "../i18n/catalogue-entry";

/** The titles of the store-operations area: its sidebar entry and its screens. */
export const storeOperationsMessages = {
  ui_menu_licenses: { en: "Licences", gr: "Άδειες" },
  ui_menu_equipment_maintenance: { en: "Equipment maintenance", gr: "Συντήρηση εξοπλισμού" },
  ui_route_licenses: { en: "Licences", gr: "Άδειες" },
  ui_route_license: { en: "Licence", gr: "Άδεια" },
  ui_route_equipment_maintenance: { en: "Equipment maintenance", gr: "Συντήρηση εξοπλισμού" },
  ui_route_maintenance: { en: "Maintenance", gr: "Συντήρηση" },
  ui_route_messages: { en: "Messages", gr: "Μηνύματα" },
  // The search's groups (issue #32).
  ui_search_source_licenses: { en: "Licences", gr: "Άδειες" },
  ui_search_source_equipment: { en: "Equipment and maintenance", gr: "Εξοπλισμός και συντήρηση" },
} as const satisfies CataloguePart;
