import type { CatalogueEntry } from "../i18n/catalogue-entry";

/**
 * The journey texts of the staff area's machines (`npm run diagrams`, docs/flows/journeys/): what a
 * product owner reads instead of state and event names. Joined to the area's catalogue in
 * core/areas/area-catalogues.ts; a journey key (core/i18n/journey-texts.ts) is any `journey_` key.
 */
export const staffJourneyMessages = {
  // ---- pendingAccounts ----------------------------------------------------------------------------
  journey_pending_list: { en: "1. Accounts waiting for approval", gr: "1. Λογαριασμοί σε αναμονή έγκρισης" },
  journey_pending_confirm: { en: "2. Confirm the rejection", gr: "2. Επιβεβαίωση απόρριψης" },
  journey_pending_deciding: { en: "3. Saving the decision", gr: "3. Αποθήκευση της απόφασης" },
  journey_screen_pending: { en: "Users: pending accounts", gr: "Χρήστες: λογαριασμοί σε αναμονή" },
  journey_screen_pending_dialog: { en: "confirmation dialog", gr: "παράθυρο επιβεβαίωσης" },
  journey_pending_load_failed: { en: "The list could not load", gr: "Η λίστα δεν φορτώθηκε" },
  journey_pending_reload: { en: "reload the list", gr: "ανανεώνετε τη λίστα" },
  journey_pending_dismiss: { en: "close the notice", gr: "κλείνετε την ειδοποίηση" },
  journey_pending_approve: { en: "Approve an account", gr: "Έγκριση λογαριασμού" },
  journey_pending_reject: { en: "Reject an account", gr: "Απόρριψη λογαριασμού" },
  journey_pending_confirmed: { en: "Confirm", gr: "Επιβεβαίωση" },
  journey_pending_cancel: { en: "Cancel", gr: "Ακύρωση" },
  journey_pending_saved: {
    en: "Decision saved: a notice says so, the list updates",
    gr: "Η απόφαση σώθηκε: ειδοποίηση, η λίστα ανανεώνεται",
  },
  journey_pending_failed: { en: "The decision could not be saved", gr: "Η απόφαση δεν αποθηκεύτηκε" },
} as const satisfies Record<string, CatalogueEntry>;
