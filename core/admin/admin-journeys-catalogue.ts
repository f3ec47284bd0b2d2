import type { CatalogueEntry } from "../i18n/catalogue-entry";

/**
 * The journey texts of the console's machines (`npm run diagrams`, docs/flows/journeys/): what a
 * product owner reads instead of state and event names. Joined to the area's catalogue in
 * core/areas/area-catalogues.ts; a journey key (core/i18n/journey-texts.ts) is any `journey_` key.
 */
export const adminJourneyMessages = {
  journey_admin_form: {
    en: "1. Fill in the store's or company's details",
    gr: "1. Στοιχεία καταστήματος ή εταιρείας",
  },
  journey_admin_saving: { en: "2. Saving once", gr: "2. Αποθήκευση μία φορά" },
  journey_admin_saved: { en: "3. Back to the list", gr: "3. Πίσω στη λίστα" },
  journey_screen_admin_form: { en: "Administration: the form", gr: "Διαχείριση: η φόρμα" },
  journey_screen_admin_list: { en: "Administration: the list", gr: "Διαχείριση: η λίστα" },
  journey_admin_change: { en: "type", gr: "πληκτρολογείτε" },
  journey_admin_submit: { en: "Save", gr: "Αποθήκευση" },
  journey_admin_invalid: { en: "Save with errors: they are shown", gr: "Αποθήκευση με λάθη: εμφανίζονται" },
  journey_admin_keyed: { en: "Sent once, with its key", gr: "Αποστέλλεται μία φορά, με το κλειδί της" },
  journey_admin_failed: {
    en: "Not saved: what was typed is kept and the reason shown",
    gr: "Δεν αποθηκεύτηκε: ό,τι γράψατε διατηρείται και φαίνεται ο λόγος",
  },
  journey_admin_done: { en: "Saved", gr: "Αποθηκεύτηκε" },
} as const satisfies Record<string, CatalogueEntry>;
