import type { CatalogueEntry } from "../i18n/catalogue-entry";

/**
 * The journey texts of the commerce area's machines (`npm run diagrams`, docs/flows/journeys/): what a
 * product owner reads instead of state and event names. Joined to the area's catalogue in
 * core/areas/area-catalogues.ts; a journey key (core/i18n/journey-texts.ts) is any `journey_` key.
 */
export const commerceJourneyMessages = {
  // ---- storeFigures -------------------------------------------------------------------------------
  journey_figures_loading: {
    en: "1. Adding up the store's figures",
    gr: "1. Υπολογισμός των στοιχείων του καταστήματος",
  },
  journey_figures_shown: { en: "2. The store's figures", gr: "2. Τα στοιχεία του καταστήματος" },
  journey_screen_dashboard_figures: { en: "Dashboard: store figures", gr: "Αρχική: στοιχεία καταστήματος" },
  journey_figures_loaded: { en: "Shown", gr: "Εμφανίζονται" },
  journey_figures_failed: { en: "The figures could not load", gr: "Τα στοιχεία δεν φορτώθηκαν" },
  journey_figures_retry: { en: "try again", gr: "νέα προσπάθεια" },
  journey_figures_store: {
    en: "switch store (the figures reload)",
    gr: "αλλαγή καταστήματος (τα στοιχεία ανανεώνονται)",
  },
  // ---- subscriptions ------------------------------------------------------------------------------
  journey_subs_list: { en: "1. The store's subscriptions", gr: "1. Οι συνδρομές του καταστήματος" },
  journey_subs_renewing: { en: "2. Setting a renewal", gr: "2. Ορισμός ανανέωσης" },
  journey_subs_saving: { en: "3. Saving the renewal", gr: "3. Αποθήκευση της ανανέωσης" },
  journey_screen_subs: { en: "Subscriptions", gr: "Συνδρομές" },
  journey_subs_load_failed: { en: "The list could not load", gr: "Η λίστα δεν φορτώθηκε" },
  journey_subs_retry: { en: "try again", gr: "νέα προσπάθεια" },
  journey_subs_open: { en: "Set renewal", gr: "Ορισμός ανανέωσης" },
  journey_subs_type: { en: "type the dates", gr: "πληκτρολογείτε τις ημερομηνίες" },
  journey_subs_cancel: { en: "Cancel", gr: "Ακύρωση" },
  journey_subs_save: { en: "Save, the dates fit", gr: "Αποθήκευση, οι ημερομηνίες ταιριάζουν" },
  journey_subs_invalid: {
    en: "The dates do not fit: the form says why",
    gr: "Οι ημερομηνίες δεν ταιριάζουν: η φόρμα λέει γιατί",
  },
  journey_subs_saved: {
    en: "Saved: the list shows the renewal",
    gr: "Αποθηκεύτηκε: η λίστα δείχνει την ανανέωση",
  },
  journey_subs_failed: {
    en: "Not saved: the form keeps the dates and says why",
    gr: "Δεν αποθηκεύτηκε: η φόρμα κρατά τις ημερομηνίες",
  },
  journey_subs_store: {
    en: "switch store (the list reloads)",
    gr: "αλλαγή καταστήματος (η λίστα ξαναφορτώνεται)",
  },
} as const satisfies Record<string, CatalogueEntry>;
