import type { CataloguePart } from "../i18n/catalogue-entry";

/** The titles of the information area: its sidebar entry and its screens. */
export const informationMessages = {
  ui_menu_information_material: { en: "Information material", gr: "Ενημερωτικό υλικό" },
  ui_menu_faq: { en: "FAQ", gr: "Συχνές ερωτήσεις" },
  ui_menu_targit_reports: { en: "Reports", gr: "Αναφορές" },
  ui_menu_about: { en: "About", gr: "Σχετικά" },
  ui_route_information_material: { en: "Information material", gr: "Ενημερωτικό υλικό" },
  ui_route_faq: { en: "FAQ", gr: "Συχνές ερωτήσεις" },
  ui_route_about: { en: "About", gr: "Σχετικά" },
  ui_route_search: { en: "Search", gr: "Αναζήτηση" },
  ui_route_allproductsandservices: {
    en: "All products and services",
    gr: "Όλα τα προϊόντα και οι υπηρεσίες",
  },
  ui_route_allclients: { en: "All clients", gr: "Όλοι οι πελάτες" },
  ui_route_targit_reports: { en: "Reports", gr: "Αναφορές" },
  ui_route_preview: { en: "Preview", gr: "Προεπισκόπηση" },
} as const satisfies CataloguePart;
