import type { CatalogueEntry } from "../i18n/catalogue-entry";

/**
 * The journey texts of the store-operations area's machines (`npm run diagrams`, docs/flows/journeys/): what a
 * product owner reads instead of state and event names. Joined to the area's catalogue in
 * core/areas/area-catalogues.ts; a journey key (core/i18n/journey-texts.ts) is any `journey_` key.
 */
export const storeOperationsJourneyMessages = {
  // ---- storeRecordForm, stockCount, staffList (store operations, issue 17) ------ -------------------
  journey_screen_records: { en: "Licences / equipment / messages", gr: "Άδειες / εξοπλισμός / μηνύματα" },
  journey_records_loaded: { en: "Loaded", gr: "Φορτώθηκε" },
  journey_records_failed: { en: "The list could not load", gr: "Η λίστα δεν φορτώθηκε" },
  journey_records_retry: { en: "Try again", gr: "Ξανά" },
  journey_stock_loading: {
    en: "1. The store menu with the books' stock",
    gr: "1. Ο κατάλογος με το λογιστικό απόθεμα",
  },
  journey_stock_counting: { en: "2. Count each product", gr: "2. Καταμέτρηση κάθε προϊόντος" },
  journey_stock_sending: { en: "3. Sending the count once", gr: "3. Αποστολή της καταμέτρησης μία φορά" },
  journey_screen_stock: { en: "Store menu and stock count", gr: "Κατάλογος και καταμέτρηση αποθέματος" },
  journey_stock_enter: { en: "type a count", gr: "πληκτρολογείτε ποσότητα" },
  journey_stock_submit: { en: "Send the count", gr: "Αποστολή καταμέτρησης" },
  journey_stock_empty: { en: "Nothing counted yet", gr: "Δεν έχει καταμετρηθεί τίποτα" },
  journey_stock_sent: { en: "Kept, with who and when", gr: "Καταχωρίστηκε, με ποιος και πότε" },
  journey_stock_failed: {
    en: "Not sent: the entries are kept",
    gr: "Δεν στάλθηκε: οι τιμές διατηρούνται",
  },
  journey_record_form: { en: "1. Fill in dates and attach files", gr: "1. Ημερομηνίες και συνημμένα" },
  journey_record_saving: { en: "2. Uploading and saving", gr: "2. Αποστολή και αποθήκευση" },
  journey_record_saved: { en: "3. Back to the list", gr: "3. Πίσω στη λίστα" },
  journey_screen_record_form: { en: "Licence / maintenance form", gr: "Φόρμα άδειας / συντήρησης" },
  journey_record_change: { en: "type", gr: "πληκτρολογείτε" },
  journey_record_add_files: { en: "attach files", gr: "επισυνάπτετε αρχεία" },
  journey_record_too_many: { en: "too many files", gr: "πάρα πολλά αρχεία" },
  journey_record_remove_file: { en: "remove a file", gr: "αφαιρείτε αρχείο" },
  journey_record_submit: { en: "Save", gr: "Αποθήκευση" },
  journey_record_invalid: { en: "Save with errors: they are shown", gr: "Αποθήκευση με λάθη: εμφανίζονται" },
  journey_record_uploaded: { en: "Files uploaded", gr: "Τα αρχεία ανέβηκαν" },
  journey_record_failed: {
    en: "Not saved: the form keeps everything",
    gr: "Δεν αποθηκεύτηκε: η φόρμα κρατά τα πάντα",
  },
  journey_record_done: { en: "Saved", gr: "Αποθηκεύτηκε" },
} as const satisfies Record<string, CatalogueEntry>;
