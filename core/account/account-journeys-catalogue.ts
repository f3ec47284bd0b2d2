import type { CatalogueEntry } from "../i18n/catalogue-entry";

/**
 * The journey texts of the account area's machines (`npm run diagrams`, docs/flows/journeys/),
 * joined to its catalogue in core/areas/area-catalogues.ts.
 */
export const accountJourneyMessages = {
  journey_screen_account: { en: "Account (activity, files)", gr: "Λογαριασμός (δραστηριότητα, αρχεία)" },
  journey_screen_account_dialog: { en: "Confirmation", gr: "Επιβεβαίωση" },
  journey_screen_settings: { en: "Profile settings", gr: "Ρυθμίσεις προφίλ" },

  journey_account_action_idle: { en: "Sees the action", gr: "Βλέπει την ενέργεια" },
  journey_account_action_confirm: { en: "Confirms it", gr: "Την επιβεβαιώνει" },
  journey_account_action_running: { en: "It runs", gr: "Εκτελείται" },
  journey_account_action_start: { en: "Starts it", gr: "Την ξεκινά" },
  journey_account_action_confirmed: { en: "Yes", gr: "Ναι" },
  journey_account_action_cancel: { en: "Cancels", gr: "Ακυρώνει" },
  journey_account_action_dismiss: { en: "Closes the message", gr: "Κλείνει το μήνυμα" },
  journey_account_action_done: { en: "Done", gr: "Έγινε" },
  journey_account_action_failed: { en: "It failed", gr: "Απέτυχε" },

  journey_profile_viewing: { en: "Sees their profile", gr: "Βλέπει το προφίλ του" },
  journey_profile_editing: { en: "Edits their profile", gr: "Επεξεργάζεται το προφίλ του" },
  journey_profile_saving: { en: "The profile is saved", gr: "Το προφίλ αποθηκεύεται" },
  journey_profile_restored: {
    en: "Unsaved changes were kept",
    gr: "Οι μη αποθηκευμένες αλλαγές διατηρήθηκαν",
  },
  journey_profile_edit: { en: "Edits", gr: "Επεξεργασία" },
  journey_profile_change: { en: "Changes a field", gr: "Αλλάζει ένα πεδίο" },
  journey_profile_submit: { en: "Saves", gr: "Αποθηκεύει" },
  journey_profile_cancel: { en: "Cancels", gr: "Ακυρώνει" },
  journey_profile_saved: { en: "Saved", gr: "Αποθηκεύτηκε" },
  journey_profile_failed: { en: "Not saved; the changes stay", gr: "Δεν αποθηκεύτηκε· οι αλλαγές μένουν" },

  journey_password_editing: { en: "Types the passwords", gr: "Πληκτρολογεί τους κωδικούς" },
  journey_password_saving: { en: "The password changes", gr: "Ο κωδικός αλλάζει" },
  journey_password_change: { en: "Types", gr: "Πληκτρολογεί" },
  journey_password_submit: { en: "Changes the password", gr: "Αλλάζει τον κωδικό" },
  journey_password_changed: {
    en: "Changed; other devices signed out",
    gr: "Άλλαξε· οι άλλες συσκευές αποσυνδέθηκαν",
  },
  journey_password_failed: { en: "Not changed", gr: "Δεν άλλαξε" },
} as const satisfies Record<string, CatalogueEntry>;
