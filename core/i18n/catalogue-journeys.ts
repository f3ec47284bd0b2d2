import type { CatalogueEntry } from "./catalogue-entry";

/**
 * Plain-language texts of the journey diagrams (`npm run diagrams`, docs/flows/journeys/): what a
 * product owner reads instead of state and event names. Here: the diagram chrome (start, screen,
 * exits), the texts several journeys share, and the journeys of the machines of no one area (the
 * session, the lists, a row's action). Each area's own are `core/<area>/<area>-journeys-catalogue.ts`;
 * core/i18n/journey-texts.ts gathers them all.
 */
export const sharedJourneyMessages = {
  // ---- Diagram chrome ---------------------------------------------------------------------------
  journey_start: { en: "Start", gr: "Έναρξη" },
  journey_end: { en: "End", gr: "Τέλος" },
  journey_screen: { en: "Screen: {screen}", gr: "Οθόνη: {screen}" },
  journey_you_can: { en: "Here you can: {actions}", gr: "Εδώ μπορείτε: {actions}" },
  journey_then: { en: "then: {step}", gr: "μετά: {step}" },
  journey_stays: { en: "stays on this step", gr: "μένει σε αυτό το βήμα" },
  journey_any_time: { en: "At any time", gr: "Οποιαδήποτε στιγμή" },

  // ---- Shared by several journeys ---------------------------------------------------------------
  journey_form_errors: {
    en: "The form has errors: they are shown beside the fields",
    gr: "Η φόρμα έχει λάθη: φαίνονται δίπλα στα πεδία",
  },
  journey_fill_form: { en: "fill in the form", gr: "συμπληρώνετε τη φόρμα" },
  journey_try_again: { en: "try again", gr: "δοκιμάζετε ξανά" },
  journey_change_language: { en: "change the language", gr: "αλλάζετε γλώσσα" },
  journey_screen_portal: { en: "the portal (dashboard and menu)", gr: "η πύλη (αρχική σελίδα και μενού)" },

  // ---- session ------------------------------------------------------------------------------------
  journey_session_signin_page: { en: "1. Sign-in page", gr: "1. Σελίδα σύνδεσης" },
  journey_session_checking: { en: "2. Checking the password", gr: "2. Έλεγχος κωδικού" },
  journey_session_loading: { en: "3. Loading your account", gr: "3. Φόρτωση του λογαριασμού σας" },
  journey_session_signed_in: { en: "4. Using the portal", gr: "4. Χρήση της πύλης" },
  journey_session_signing_out: { en: "5. Signing out", gr: "5. Αποσύνδεση" },
  journey_session_signed_out: { en: "6. Signed out", gr: "6. Αποσυνδεθήκατε" },
  journey_session_corporate: {
    en: "Company account sign-in (Microsoft)",
    gr: "Σύνδεση με εταιρικό λογαριασμό (Microsoft)",
  },
  journey_screen_login: { en: "sign-in page", gr: "σελίδα σύνδεσης" },
  journey_screen_loader: { en: "loading indicator", gr: "ένδειξη φόρτωσης" },
  journey_screen_microsoft: { en: "Microsoft's sign-in page", gr: "σελίδα σύνδεσης της Microsoft" },
  journey_session_back_from_microsoft: { en: "Back from Microsoft", gr: "Επιστροφή από τη Microsoft" },
  journey_session_still_signed_in: {
    en: "Still signed in from an earlier visit",
    gr: "Ήδη συνδεδεμένος από προηγούμενη επίσκεψη",
  },
  journey_session_submit_password: {
    en: "Sign in with mobile number and password",
    gr: "Σύνδεση με κινητό και κωδικό",
  },
  journey_session_use_company_account: {
    en: "Sign in with the company account",
    gr: "Σύνδεση με εταιρικό λογαριασμό",
  },
  journey_session_password_accepted: { en: "Password accepted", gr: "Ο κωδικός έγινε δεκτός" },
  journey_session_password_refused: {
    en: "Wrong mobile or password, or no connection: the page says which",
    gr: "Λάθος κινητό ή κωδικός, ή χωρίς σύνδεση: η σελίδα λέει ποιο",
  },
  journey_session_corporate_failed: {
    en: "Company sign-in did not open, was cancelled or refused",
    gr: "Η εταιρική σύνδεση δεν άνοιξε, ακυρώθηκε ή απορρίφθηκε",
  },
  journey_session_corporate_accepted: {
    en: "Company account accepted",
    gr: "Ο εταιρικός λογαριασμός έγινε δεκτός",
  },
  journey_session_account_failed: {
    en: "Your account could not be loaded",
    gr: "Ο λογαριασμός σας δεν φορτώθηκε",
  },
  journey_session_ready: {
    en: "Company, translations and menu loaded",
    gr: "Φορτώθηκαν εταιρεία, μεταφράσεις και μενού",
  },
  journey_session_data_failed: {
    en: "Some data did not load: the portal opens anyway",
    gr: "Κάποια στοιχεία δεν φορτώθηκαν: η πύλη ανοίγει κανονικά",
  },
  journey_session_sign_out: { en: "Sign out", gr: "Αποσύνδεση" },
  journey_session_acting_switched: {
    en: "Switched to another employee, or back",
    gr: "Αλλαγή σε άλλον υπάλληλο, ή επιστροφή",
  },
  journey_session_signed_out_done: { en: "Session closed", gr: "Η συνεδρία έκλεισε" },
  journey_session_logout_failed: {
    en: "The server did not answer: signed out on this device anyway",
    gr: "Ο διακομιστής δεν απάντησε: αποσύνδεση σε αυτή τη συσκευή",
  },

  // ---- actingAs -----------------------------------------------------------------------------------
  journey_acting_list: { en: "1. Choose an employee to act as", gr: "1. Επιλογή υπαλλήλου" },
  journey_acting_switching: { en: "2. Switching to the employee", gr: "2. Αλλαγή στον υπάλληλο" },
  journey_acting_as: { en: "3. Acting as the employee", gr: "3. Εργασία ως ο υπάλληλος" },
  journey_acting_unavailable: {
    en: "Not offered to this account",
    gr: "Δεν προσφέρεται σε αυτόν τον λογαριασμό",
  },
  journey_screen_acting_list: {
    en: "employee list in the user menu",
    gr: "λίστα υπαλλήλων στο μενού χρήστη",
  },
  journey_acting_already: { en: "Already acting as an employee", gr: "Ήδη ως υπάλληλος" },
  journey_acting_not_allowed: {
    en: "Only the main account may act as others",
    gr: "Μόνο ο κύριος λογαριασμός εργάζεται ως άλλοι",
  },
  journey_acting_list_failed: { en: "The list could not load", gr: "Η λίστα δεν φορτώθηκε" },
  journey_acting_toggle: { en: "open or close the list", gr: "ανοίγετε ή κλείνετε τη λίστα" },
  journey_acting_choose: { en: "Choose an employee", gr: "Επιλογή υπαλλήλου" },
  journey_acting_switched: { en: "Switched", gr: "Έγινε η αλλαγή" },
  journey_acting_switch_failed: { en: "Could not switch", gr: "Η αλλαγή απέτυχε" },
  journey_acting_return: { en: "Return to my own account", gr: "Επιστροφή στον λογαριασμό μου" },

  // ---- storeSelection -----------------------------------------------------------------------------
  journey_store_loading: { en: "1. Loading your stores", gr: "1. Φόρτωση των καταστημάτων σας" },
  journey_store_ready: { en: "2. Working in the chosen store", gr: "2. Εργασία στο επιλεγμένο κατάστημα" },
  journey_screen_store_picker: { en: "store picker in the header", gr: "επιλογή καταστήματος στην κεφαλίδα" },
  journey_store_default: { en: "The default store is chosen", gr: "Επιλέγεται το προεπιλεγμένο κατάστημα" },
  journey_store_failed: {
    en: "The store list could not load: the portal goes on without it",
    gr: "Η λίστα καταστημάτων δεν φορτώθηκε: η πύλη συνεχίζει χωρίς αυτήν",
  },
  journey_store_switch: {
    en: "switch to another store (the screens reload)",
    gr: "αλλάζετε κατάστημα (οι οθόνες ανανεώνονται)",
  },

  // ---- tokenRefresh -------------------------------------------------------------------------------
  journey_token_waiting: {
    en: "1. Signed in: the session renews itself",
    gr: "1. Συνδεδεμένος: η συνεδρία ανανεώνεται μόνη της",
  },
  journey_token_renewing: { en: "2. Renewing the session", gr: "2. Ανανέωση της συνεδρίας" },
  journey_token_expired: {
    en: "Session expired: back to the start page",
    gr: "Η συνεδρία έληξε: επιστροφή στην αρχική σελίδα",
  },
  journey_token_stopped: { en: "Stopped: signed out", gr: "Τέλος: αποσυνδεθήκατε" },
  journey_token_unauthorized: {
    en: "The server asked for a new sign-in",
    gr: "Ο διακομιστής ζήτησε νέα σύνδεση",
  },
  journey_token_due: { en: "Renewal is due", gr: "Ήρθε η ώρα ανανέωσης" },
  journey_token_interval: { en: "Every 55 minutes", gr: "Κάθε 55 λεπτά" },
  journey_token_renewed: { en: "Renewed", gr: "Ανανεώθηκε" },
  journey_token_refused: { en: "The server refused the renewal", gr: "Ο διακομιστής αρνήθηκε την ανανέωση" },
  journey_token_signed_out: { en: "Signed out", gr: "Αποσύνδεση" },
  // ---- any keyset-paged list (machines/lists) -----------------------------------------------------
  journey_screen_list: {
    en: "a list (account logs, FAQ, training, a store's records, orders, invoices)",
    gr: "μια λίστα (ιστορικό λογαριασμού, ερωτήσεις, εκπαίδευση, εγγραφές καταστήματος, παραγγελίες, τιμολόγια)",
  },
  journey_list_read: { en: "1. Read the list", gr: "1. Ανάγνωση της λίστας" },
  journey_list_more: { en: "2. Load the next entries", gr: "2. Φόρτωση των επόμενων" },
  journey_list_show_more: { en: "show more", gr: "περισσότερα" },
  journey_list_reload: { en: "start again", gr: "από την αρχή" },
  journey_inputs_changed: { en: "another store or filter: read again", gr: "άλλο κατάστημα ή φίλτρο: ξανά" },
  journey_list_query: { en: "another tab or filter: read again", gr: "άλλη καρτέλα ή φίλτρο: ξανά" },
  journey_list_row_removed: { en: "a row done leaves the list", gr: "μια γραμμή που ολοκληρώθηκε φεύγει" },
  journey_list_row_changed: {
    en: "a row shows its new state",
    gr: "μια γραμμή δείχνει τη νέα της κατάσταση",
  },
  journey_list_load_failed: { en: "The list could not load", gr: "Η λίστα δεν φόρτωσε" },
  // ---- rowAction (a task marked done, a person deactivated) ---------------------------------------
  journey_row_action_list: {
    en: "1. The list, an action on each row",
    gr: "1. Η λίστα, μια ενέργεια σε κάθε γραμμή",
  },
  journey_row_action_confirm: { en: "2. Confirming", gr: "2. Επιβεβαίωση" },
  journey_row_action_acting: { en: "3. Doing it", gr: "3. Εκτέλεση" },
  journey_row_action_ask: { en: "choose the action on a row", gr: "επιλέγετε την ενέργεια σε μια γραμμή" },
  journey_row_action_yes: { en: "confirm", gr: "επιβεβαιώνετε" },
  journey_row_action_no: { en: "cancel", gr: "ακυρώνετε" },
  journey_row_action_done: {
    en: "Done: the list shows it, with a notice",
    gr: "Έγινε: η λίστα το δείχνει, με ειδοποίηση",
  },
  journey_row_action_failed: {
    en: "Not done: the row stays, the reason shown",
    gr: "Δεν έγινε: η γραμμή μένει, με την αιτία",
  },
  journey_row_action_dismiss: { en: "close the notice", gr: "κλείνετε την ειδοποίηση" },
} as const satisfies Record<string, CatalogueEntry>;
