import type { CatalogueEntry } from "../i18n/catalogue-entry";

/**
 * The journey texts of the account and calendar machines (npm run diagrams), merged into
 * core/i18n/catalogue-journeys.ts so every journey key stays one type.
 */
export const accountJourneyMessages = {
  journey_screen_account: { en: "Account (activity, files)", gr: "Λογαριασμός (δραστηριότητα, αρχεία)" },
  journey_screen_account_dialog: { en: "Confirmation", gr: "Επιβεβαίωση" },
  journey_screen_settings: { en: "Profile settings", gr: "Ρυθμίσεις προφίλ" },
  journey_screen_calendar: { en: "Upcoming (calendar)", gr: "Επερχόμενα (ημερολόγιο)" },

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

  journey_calendar_loading: { en: "The calendar loads", gr: "Το ημερολόγιο φορτώνει" },
  journey_calendar_reading: { en: "Reads the calendar", gr: "Διαβάζει το ημερολόγιο" },
  journey_calendar_delay: { en: "After half a second", gr: "Μετά από μισό δευτερόλεπτο" },
  journey_calendar_loaded: { en: "Loaded", gr: "Φορτώθηκε" },
  journey_calendar_failed: { en: "Could not load", gr: "Δεν φόρτωσε" },
  journey_calendar_reload: { en: "Loads again", gr: "Φορτώνει ξανά" },
  journey_calendar_month: { en: "Turns the month", gr: "Αλλάζει μήνα" },
  journey_calendar_view: { en: "Switches month / agenda", gr: "Αλλάζει μήνας / ατζέντα" },

  journey_meeting_editing: { en: "Fills in the meeting", gr: "Συμπληρώνει τη συνάντηση" },
  journey_meeting_sending: { en: "The meeting is scheduled", gr: "Η συνάντηση προγραμματίζεται" },
  journey_meeting_change: { en: "Changes a field", gr: "Αλλάζει ένα πεδίο" },
  journey_meeting_submit: { en: "Schedules and invites", gr: "Προγραμματίζει και προσκαλεί" },
  journey_meeting_submit_again: { en: "Sends the same again", gr: "Στέλνει ξανά το ίδιο" },
  journey_meeting_key: { en: "Ready to send once", gr: "Έτοιμη για μία αποστολή" },
  journey_meeting_scheduled: {
    en: "Scheduled; invitations sent",
    gr: "Προγραμματίστηκε· στάλθηκαν προσκλήσεις",
  },
  journey_meeting_failed: { en: "Not scheduled", gr: "Δεν προγραμματίστηκε" },
} as const satisfies Record<string, CatalogueEntry>;
