import type { CatalogueEntry } from "./catalogue-entry";
import { accountJourneyMessages } from "../account/account-journeys-catalogue";
import { evaluationsJourneyMessages } from "../evaluations/evaluations-journeys-catalogue";

/**
 * Plain-language texts of the journey diagrams (`npm run diagrams`, docs/flows/journeys/): what a
 * product owner reads instead of state and event names. Each machine's journey
 * (machines/journeys/) refers to these keys; the diagram chrome (start, screen, exits) is here too.
 */
export const journeyMessages = {
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

  // ---- ticket -------------------------------------------------------------------------------------
  journey_ticket_write: { en: "1. Write the ticket", gr: "1. Σύνταξη του αιτήματος" },
  journey_ticket_send: {
    en: "2. Send: upload the files, save the ticket",
    gr: "2. Αποστολή: ανέβασμα αρχείων, αποθήκευση αιτήματος",
  },
  journey_ticket_email: { en: "3. Notify the store by e-mail", gr: "3. Ειδοποίηση με e-mail" },
  journey_ticket_done: { en: "4. Ticket created", gr: "4. Το αίτημα δημιουργήθηκε" },
  journey_screen_ticket_form: { en: "New ticket form", gr: "Φόρμα νέου αιτήματος" },
  journey_screen_ticket_progress: {
    en: "the form, showing the progress",
    gr: "η φόρμα, με την πρόοδο της αποστολής",
  },
  journey_screen_ticket_created: { en: "confirmation with the ticket", gr: "επιβεβαίωση με το αίτημα" },
  journey_ticket_attach: { en: "attach a file", gr: "επισυνάπτετε αρχείο" },
  journey_ticket_remove_file: { en: "remove a file", gr: "αφαιρείτε αρχείο" },
  journey_ticket_discard: { en: "discard the draft", gr: "απορρίπτετε το πρόχειρο" },
  journey_ticket_press_send: { en: "press Send", gr: "πατάτε Αποστολή" },
  journey_ticket_form_complete: { en: "Send, the form is complete", gr: "Αποστολή, η φόρμα είναι πλήρης" },
  journey_ticket_resume: {
    en: "A draft saved earlier goes on being sent",
    gr: "Πρόχειρο που είχε σωθεί συνεχίζει την αποστολή",
  },
  journey_ticket_upload_failed: {
    en: "A file could not be uploaded: Send again",
    gr: "Ένα αρχείο δεν ανέβηκε: ξανά Αποστολή",
  },
  journey_ticket_save_failed: {
    en: "The ticket could not be saved: Send again",
    gr: "Το αίτημα δεν αποθηκεύτηκε: ξανά Αποστολή",
  },
  journey_ticket_saved: { en: "Ticket saved", gr: "Το αίτημα αποθηκεύτηκε" },
  journey_ticket_emails_sent: { en: "E-mails sent", gr: "Τα e-mail στάλθηκαν" },
  journey_ticket_emails_failed: {
    en: "E-mails failed after retries (the ticket is saved)",
    gr: "Τα e-mail απέτυχαν μετά από επαναλήψεις (το αίτημα έχει σωθεί)",
  },

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

  // ---- registration -------------------------------------------------------------------------------
  journey_registration_form: {
    en: "1. Fill in the registration form",
    gr: "1. Συμπλήρωση της φόρμας εγγραφής",
  },
  journey_registration_sending: { en: "2. Sending the registration", gr: "2. Αποστολή της εγγραφής" },
  journey_registration_thanks: {
    en: "3. Thank you: the account waits for approval",
    gr: "3. Ευχαριστούμε: ο λογαριασμός περιμένει έγκριση",
  },
  journey_screen_register: { en: "registration form", gr: "φόρμα εγγραφής" },
  journey_screen_thank_you: { en: "thank-you page", gr: "σελίδα ευχαριστιών" },
  journey_registration_choose_role: { en: "choose a role", gr: "επιλέγετε ρόλο" },
  journey_registration_options_failed: {
    en: "The form's choices could not load: try again",
    gr: "Οι επιλογές της φόρμας δεν φορτώθηκαν: δοκιμάστε ξανά",
  },
  journey_registration_register: {
    en: "Register, the form is complete",
    gr: "Εγγραφή, η φόρμα είναι πλήρης",
  },
  journey_registration_accepted: { en: "Registration accepted", gr: "Η εγγραφή έγινε δεκτή" },
  journey_registration_refused: {
    en: "The server refused a field (a mobile already in use, say): the form says which",
    gr: "Ο διακομιστής απέρριψε ένα πεδίο (κινητό σε χρήση, π.χ.): η φόρμα λέει ποιο",
  },
  journey_registration_failed: { en: "Could not send: try again", gr: "Δεν στάλθηκε: δοκιμάστε ξανά" },

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

  // ---- completeRegistration -------------------------------------------------------------------------
  journey_creg_check: { en: "1. Check your details", gr: "1. Έλεγχος των στοιχείων σας" },
  journey_creg_code: { en: "2. Sending a code by SMS", gr: "2. Αποστολή κωδικού με SMS" },
  journey_creg_pin: { en: "3. Enter the code from the SMS", gr: "3. Εισαγωγή του κωδικού του SMS" },
  journey_creg_activating: { en: "4. Activating the account", gr: "4. Ενεργοποίηση λογαριασμού" },
  journey_creg_done: { en: "5. Account activated", gr: "5. Ο λογαριασμός ενεργοποιήθηκε" },
  journey_creg_leaving: { en: "Back to the start page", gr: "Επιστροφή στην αρχική σελίδα" },
  journey_screen_creg_form: { en: "complete registration form", gr: "φόρμα ολοκλήρωσης εγγραφής" },
  journey_screen_creg_pin: { en: "code entry", gr: "εισαγωγή κωδικού" },
  journey_creg_link_invalid: {
    en: "The registration link is not valid or has expired",
    gr: "Ο σύνδεσμος εγγραφής δεν ισχύει ή έληξε",
  },
  journey_creg_correct: { en: "correct your details", gr: "διορθώνετε τα στοιχεία σας" },
  journey_creg_send_code: { en: "Send me the code", gr: "Στείλτε μου τον κωδικό" },
  journey_creg_code_sent: { en: "Code sent", gr: "Ο κωδικός στάλθηκε" },
  journey_creg_code_failed: {
    en: "The code could not be sent: the form says why",
    gr: "Ο κωδικός δεν στάλθηκε: η φόρμα λέει γιατί",
  },
  journey_creg_type_code: { en: "type the code", gr: "πληκτρολογείτε τον κωδικό" },
  journey_creg_resend: {
    en: "ask for a new code (after a wait)",
    gr: "ζητάτε νέο κωδικό (μετά από αναμονή)",
  },
  journey_creg_confirm: { en: "Confirm the code", gr: "Επιβεβαίωση κωδικού" },
  journey_creg_activated: { en: "Code accepted", gr: "Ο κωδικός έγινε δεκτός" },
  journey_creg_code_wrong: {
    en: "Wrong or expired code: try again or ask for a new one",
    gr: "Λάθος ή ληγμένος κωδικός: ξανά ή νέος κωδικός",
  },

  // ---- emailVerify --------------------------------------------------------------------------------
  journey_email_checking: { en: "1. Checking the e-mail link", gr: "1. Έλεγχος του συνδέσμου e-mail" },
  journey_email_verified: { en: "2. E-mail confirmed", gr: "2. Το e-mail επιβεβαιώθηκε" },
  journey_email_failed: { en: "Link not valid", gr: "Ο σύνδεσμος δεν ισχύει" },
  journey_screen_email_verify: { en: "e-mail confirmation page", gr: "σελίδα επιβεβαίωσης e-mail" },
  journey_email_link_valid: { en: "Link valid", gr: "Ο σύνδεσμος ισχύει" },
  journey_email_link_invalid: {
    en: "The link is not valid or has expired",
    gr: "Ο σύνδεσμος δεν ισχύει ή έληξε",
  },

  // ---- forgotPassword -----------------------------------------------------------------------------
  journey_forgot_form: { en: "1. Ask for a new password", gr: "1. Αίτημα για νέο κωδικό" },
  journey_forgot_sending: { en: "2. Sending the request", gr: "2. Αποστολή του αιτήματος" },
  journey_forgot_sent: { en: "3. Instructions sent", gr: "3. Οι οδηγίες στάλθηκαν" },
  journey_screen_forgot: { en: "forgotten password form", gr: "φόρμα ξεχασμένου κωδικού" },
  journey_forgot_choose_way: { en: "choose e-mail or mobile", gr: "επιλέγετε e-mail ή κινητό" },
  journey_forgot_country: { en: "choose the country code", gr: "επιλέγετε κωδικό χώρας" },
  journey_forgot_type: { en: "type the e-mail or mobile", gr: "πληκτρολογείτε e-mail ή κινητό" },
  journey_forgot_send: { en: "Send, the form is complete", gr: "Αποστολή, η φόρμα είναι πλήρης" },
  journey_forgot_accepted: { en: "Request accepted", gr: "Το αίτημα έγινε δεκτό" },
  journey_forgot_failed: {
    en: "The request could not be sent: the form says why",
    gr: "Το αίτημα δεν στάλθηκε: η φόρμα λέει γιατί",
  },

  // ---- oldTicket ----------------------------------------------------------------------------------
  journey_old_ticket_form: {
    en: "1. Write the ticket (older form)",
    gr: "1. Σύνταξη αιτήματος (παλιά φόρμα)",
  },
  journey_old_ticket_saving: { en: "2. Saving the ticket", gr: "2. Αποθήκευση του αιτήματος" },
  journey_old_ticket_done: { en: "3. Ticket created", gr: "3. Το αίτημα δημιουργήθηκε" },
  journey_screen_old_ticket: { en: "older new-ticket form", gr: "παλιά φόρμα νέου αιτήματος" },
  journey_old_ticket_send: { en: "Send, the form is complete", gr: "Αποστολή, η φόρμα είναι πλήρης" },
  journey_old_ticket_failed: {
    en: "The ticket could not be saved: Send again",
    gr: "Το αίτημα δεν αποθηκεύτηκε: ξανά Αποστολή",
  },
  journey_old_ticket_saved: { en: "Saved", gr: "Αποθηκεύτηκε" },

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

  // ---- resetPassword ------------------------------------------------------------------------------
  journey_reset_checking: { en: "1. Checking the link", gr: "1. Έλεγχος του συνδέσμου" },
  journey_reset_link_unusable: {
    en: "The link is used or expired: ask for a new one",
    gr: "Ο σύνδεσμος έχει χρησιμοποιηθεί ή έληξε: ζητήστε νέο",
  },
  journey_reset_link_open: { en: "The link can still be used", gr: "Ο σύνδεσμος ισχύει ακόμη" },
  journey_reset_link_refused: {
    en: "The link cannot be used",
    gr: "Ο σύνδεσμος δεν μπορεί να χρησιμοποιηθεί",
  },
  journey_reset_form: { en: "2. Choose a new password", gr: "2. Επιλογή νέου κωδικού" },
  journey_reset_saving: { en: "3. Saving the new password", gr: "3. Αποθήκευση νέου κωδικού" },
  journey_reset_done: { en: "4. Password changed", gr: "4. Ο κωδικός άλλαξε" },
  journey_screen_reset: { en: "new password form", gr: "φόρμα νέου κωδικού" },
  journey_reset_type: { en: "type the new password", gr: "πληκτρολογείτε τον νέο κωδικό" },
  journey_reset_save: { en: "Save, the form is complete", gr: "Αποθήκευση, η φόρμα είναι πλήρης" },
  journey_reset_saved: { en: "Password saved", gr: "Ο κωδικός αποθηκεύτηκε" },
  journey_reset_failed: {
    en: "Link expired or password refused: the form says why",
    gr: "Ο σύνδεσμος έληξε ή ο κωδικός απορρίφθηκε: η φόρμα λέει γιατί",
  },

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

  // ---- ticketList ---------------------------------------------------------------------------------
  journey_screen_ticket_list: { en: "ticket list", gr: "λίστα αιτημάτων" },
  // Posts (machines/posts).
  journey_screen_post_detail: { en: "post", gr: "ανακοίνωση" },
  journey_post_detail_loading: { en: "1. Opening the post", gr: "1. Άνοιγμα της ανακοίνωσης" },
  journey_post_detail_ready: { en: "2. Reading the post", gr: "2. Ανάγνωση της ανακοίνωσης" },
  journey_post_detail_confirming: { en: "3. Confirming or reminding", gr: "3. Επιβεβαίωση ή υπενθύμιση" },
  journey_post_detail_shown: {
    en: "Post shown, reader counted",
    gr: "Η ανακοίνωση εμφανίζεται, ο αναγνώστης μετριέται",
  },
  journey_post_detail_failed: { en: "The post could not load", gr: "Η ανακοίνωση δεν φορτώθηκε" },
  journey_post_detail_missing: {
    en: "Not there or not for you",
    gr: "Δεν υπάρχει ή δεν απευθύνεται σε εσάς",
  },
  journey_post_detail_acknowledge: { en: "press “I have read this”", gr: "πατάτε «Το διάβασα»" },
  journey_post_detail_acknowledged: { en: "Confirmation saved", gr: "Η επιβεβαίωση αποθηκεύτηκε" },
  journey_post_detail_ack_failed: { en: "Confirmation not saved", gr: "Η επιβεβαίωση δεν αποθηκεύτηκε" },
  journey_post_detail_remind: { en: "remind the rest", gr: "υπενθύμιση στους υπόλοιπους" },
  journey_post_detail_reminded: { en: "Reminders queued", gr: "Οι υπενθυμίσεις στάλθηκαν" },
  journey_post_detail_remind_failed: { en: "Reminders not sent", gr: "Οι υπενθυμίσεις δεν στάλθηκαν" },
  journey_screen_post_form: { en: "publish form", gr: "φόρμα δημοσίευσης" },
  journey_post_form_loading: { en: "1. Opening the form", gr: "1. Άνοιγμα της φόρμας" },
  journey_post_form_editing: { en: "2. Writing the post", gr: "2. Σύνταξη της ανακοίνωσης" },
  journey_post_form_saving: { en: "3. Publishing", gr: "3. Δημοσίευση" },
  journey_post_form_saved: { en: "4. Published", gr: "4. Δημοσιεύτηκε" },
  journey_post_form_shown: { en: "Form shown", gr: "Η φόρμα εμφανίζεται" },
  journey_post_form_load_failed: { en: "The form could not load", gr: "Η φόρμα δεν φορτώθηκε" },
  journey_post_form_change: { en: "type", gr: "πληκτρολογείτε" },
  journey_post_form_upload: { en: "attach a file or image", gr: "επισυνάπτετε αρχείο ή εικόνα" },
  journey_post_form_uploaded: { en: "File attached", gr: "Το αρχείο επισυνάφθηκε" },
  journey_post_form_upload_failed: { en: "Upload refused", gr: "Η μεταφόρτωση απορρίφθηκε" },
  journey_post_form_remove: { en: "remove an attachment", gr: "αφαιρείτε συνημμένο" },
  journey_post_form_submit: { en: "publish", gr: "δημοσιεύετε" },
  journey_post_form_invalid: { en: "Fields to correct", gr: "Πεδία προς διόρθωση" },
  journey_post_form_saved_event: { en: "Post published", gr: "Η ανακοίνωση δημοσιεύτηκε" },
  journey_post_form_save_failed: {
    en: "Not published, text kept",
    gr: "Δεν δημοσιεύτηκε, το κείμενο κρατήθηκε",
  },

  // ---- ticketReply --------------------------------------------------------------------------------
  journey_reply_write: { en: "1. Write a reply", gr: "1. Σύνταξη απάντησης" },
  journey_reply_sending: { en: "2. Sending the reply", gr: "2. Αποστολή της απάντησης" },
  // ---- ticketFormData --------------------------------------------------------------------------
  journey_form_data_loading: { en: "1. The form's choices load", gr: "1. Φόρτωση των επιλογών της φόρμας" },
  journey_form_data_failed: {
    en: "The choices could not be loaded: a retry button shows",
    gr: "Οι επιλογές δεν φόρτωσαν: εμφανίζεται κουμπί επανάληψης",
  },
  journey_form_data_ready: { en: "2. Fill in the form", gr: "2. Συμπλήρωση της φόρμας" },
  journey_form_data_loaded: { en: "The form shows", gr: "Η φόρμα εμφανίζεται" },
  journey_form_data_load_failed: {
    en: "The choices could not be loaded",
    gr: "Οι επιλογές δεν φόρτωσαν",
  },
  journey_form_data_category_types: {
    en: "choose a category with complaint types: they load",
    gr: "επιλέγετε κατηγορία με τύπους παραπόνων: φορτώνουν",
  },
  journey_form_data_category: { en: "choose a category", gr: "επιλέγετε κατηγορία" },
  // ---- ticketDetail ----------------------------------------------------------------------------
  journey_screen_ticket_detail: { en: "the ticket", gr: "το αίτημα" },
  journey_detail_loading: { en: "1. The ticket opens", gr: "1. Άνοιγμα του αιτήματος" },
  journey_detail_read: { en: "2. Read and reply", gr: "2. Ανάγνωση και απάντηση" },
  journey_detail_status: { en: "3. Resolve or reopen", gr: "3. Επίλυση ή επαναφορά" },
  journey_detail_file: { en: "4. Remove a file", gr: "4. Αφαίρεση αρχείου" },
  journey_detail_back_to_list: { en: "Back to the ticket list", gr: "Επιστροφή στη λίστα αιτημάτων" },
  journey_detail_shown: { en: "The ticket is shown", gr: "Το αίτημα εμφανίζεται" },
  journey_detail_load_failed: {
    en: "The ticket cannot be loaded: back to the list with a message",
    gr: "Το αίτημα δεν φορτώνει: επιστροφή στη λίστα με μήνυμα",
  },
  journey_detail_reply_sent: {
    en: "a reply was sent: the messages are read again",
    gr: "στάλθηκε απάντηση: τα μηνύματα ξαναδιαβάζονται",
  },
  journey_detail_set_status: { en: "resolve or reopen", gr: "επίλυση ή επαναφορά" },
  journey_detail_delete_file: {
    en: "remove a file you uploaded (after confirming)",
    gr: "αφαιρείτε αρχείο που ανεβάσατε (μετά από επιβεβαίωση)",
  },
  journey_detail_status_changed: {
    en: "The status changed: the ticket is read again and a message says so",
    gr: "Η κατάσταση άλλαξε: το αίτημα ξαναδιαβάζεται και εμφανίζεται μήνυμα",
  },
  journey_detail_file_removed: {
    en: "The file was removed: the ticket is read again and a message says so",
    gr: "Το αρχείο αφαιρέθηκε: το αίτημα ξαναδιαβάζεται και εμφανίζεται μήνυμα",
  },
  journey_detail_status_failed: {
    en: "The status did not change: a message says so",
    gr: "Η κατάσταση δεν άλλαξε: εμφανίζεται μήνυμα",
  },
  journey_detail_file_failed: {
    en: "The file was not removed: a message says so",
    gr: "Το αρχείο δεν αφαιρέθηκε: εμφανίζεται μήνυμα",
  },
  journey_screen_ticket_thread: { en: "the ticket's messages", gr: "τα μηνύματα του αιτήματος" },
  journey_reply_type: { en: "type the reply", gr: "πληκτρολογείτε την απάντηση" },
  journey_reply_empty: { en: "The reply is empty", gr: "Η απάντηση είναι κενή" },
  journey_reply_send: { en: "Send", gr: "Αποστολή" },
  journey_reply_added: {
    en: "Reply added to the messages: write another",
    gr: "Η απάντηση προστέθηκε: γράψτε άλλη",
  },
  journey_reply_failed: { en: "The reply could not be sent: try again", gr: "Η απάντηση δεν στάλθηκε: ξανά" },

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
  // ---- Tasks (machines/tasks/) -------------------------------------------------------------------
  journey_screen_task_list: { en: "tasks", gr: "εργασίες" },
  journey_screen_task_form: { en: "new task form", gr: "φόρμα νέας εργασίας" },
  journey_task_form_closed: { en: "2. The store's tasks", gr: "2. Οι εργασίες του καταστήματος" },
  journey_task_form_loading: { en: "1. Loading people and projects", gr: "1. Φόρτωση ατόμων και έργων" },
  journey_task_form_filling: { en: "3. Filling in the task", gr: "3. Συμπλήρωση της εργασίας" },
  journey_task_form_sending: { en: "4. Sending the task", gr: "4. Αποστολή της εργασίας" },
  journey_task_form_open: { en: "open the new-task form", gr: "ανοίγετε τη φόρμα νέας εργασίας" },
  journey_task_form_close: { en: "close the form", gr: "κλείνετε τη φόρμα" },
  journey_task_form_edit: { en: "type (the draft is kept)", gr: "πληκτρολογείτε (το πρόχειρο κρατιέται)" },
  journey_task_form_submit: { en: "create the task", gr: "δημιουργείτε την εργασία" },
  journey_task_form_loaded: { en: "Form ready", gr: "Η φόρμα είναι έτοιμη" },
  journey_task_form_load_failed: { en: "The form could not load", gr: "Η φόρμα δεν φορτώθηκε" },
  journey_task_form_key: { en: "Sent once", gr: "Στέλνεται μία φορά" },
  journey_task_form_saved: {
    en: "Task created, e-mail to the person",
    gr: "Η εργασία δημιουργήθηκε, e-mail στο άτομο",
  },
  journey_task_form_failed: { en: "Not sent: the draft stays", gr: "Δεν στάλθηκε: το πρόχειρο μένει" },

  // ---- training (examTaking, examAuthoring) -----------------------------------------------------
  journey_screen_training: { en: "Training", gr: "Εκπαίδευση" },
  journey_screen_exam: { en: "Exam", gr: "Τεστ" },
  journey_screen_author: { en: "New exam", gr: "Νέο τεστ" },
  journey_exam_loading: { en: "1. Opening the exam", gr: "1. Άνοιγμα του τεστ" },
  journey_exam_answering: { en: "2. Answering the questions", gr: "2. Απαντήσεις στις ερωτήσεις" },
  journey_exam_confirming: { en: "3. Confirming the submission", gr: "3. Επιβεβαίωση υποβολής" },
  journey_exam_submitting: { en: "4. Scoring on the server", gr: "4. Βαθμολόγηση στον διακομιστή" },
  journey_exam_done: { en: "5. Reading the score", gr: "5. Ανάγνωση της βαθμολογίας" },
  journey_exam_opened: { en: "Exam opened", gr: "Το τεστ άνοιξε" },
  journey_exam_load_failed: { en: "Closed, taken or unreachable", gr: "Κλειστό, δοσμένο ή μη διαθέσιμο" },
  journey_exam_choose: { en: "Choose an answer", gr: "Επιλογή απάντησης" },
  journey_exam_submit: { en: "Submit", gr: "Υποβολή" },
  journey_exam_confirm: { en: "Confirm", gr: "Επιβεβαίωση" },
  journey_exam_cancel: { en: "Keep answering", gr: "Συνέχεια" },
  journey_exam_scored: { en: "Scored", gr: "Βαθμολογήθηκε" },
  journey_exam_submit_failed: {
    en: "Not submitted: answers kept",
    gr: "Δεν υποβλήθηκε: οι απαντήσεις μένουν",
  },
  journey_author_editing: { en: "1. Writing the exam", gr: "1. Σύνταξη του τεστ" },
  journey_author_saving: { en: "2. Scheduling", gr: "2. Προγραμματισμός" },
  journey_author_saved: { en: "3. Scheduled", gr: "3. Προγραμματίστηκε" },
  journey_author_edit: { en: "Edit", gr: "Αλλαγή" },
  journey_author_submit: { en: "Schedule", gr: "Προγραμματισμός" },
  journey_author_show_errors: { en: "Something is missing: shown", gr: "Κάτι λείπει: εμφανίζεται" },
  journey_author_scheduled: { en: "Scheduled", gr: "Προγραμματίστηκε" },
  journey_author_failed: { en: "Refused: draft kept", gr: "Απορρίφθηκε: το πρόχειρο μένει" },
  journey_screen_note: { en: "A note", gr: "Μια σημείωση" },
  journey_note_file_editing: { en: "1. Choosing and naming the file", gr: "1. Επιλογή και τίτλος αρχείου" },
  journey_note_file_uploading: { en: "2. Uploading", gr: "2. Αποστολή αρχείου" },
  journey_note_file_attaching: { en: "3. Adding it to the note", gr: "3. Προσθήκη στη σημείωση" },
  journey_note_file_choose: { en: "Choose a file", gr: "Επιλογή αρχείου" },
  journey_note_file_send: { en: "Add the file", gr: "Προσθήκη αρχείου" },
  journey_note_file_uploaded: { en: "Uploaded", gr: "Ανέβηκε" },
  journey_note_file_added: { en: "Added: the list shows it", gr: "Προστέθηκε: εμφανίζεται στη λίστα" },
  ...accountJourneyMessages,
  ...evaluationsJourneyMessages,
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
  // ---- information (FAQ, material, search) -------------------------------------------------------
  journey_screen_info_page: { en: "a page of files or text", gr: "μια σελίδα με αρχεία ή κείμενο" },
  journey_screen_faq_entry: { en: "a FAQ answer", gr: "μια απάντηση των συχνών ερωτήσεων" },
  journey_screen_faq_editor: { en: "the new question form", gr: "η φόρμα νέας ερώτησης" },
  journey_screen_header: { en: "the header's search box", gr: "το πεδίο αναζήτησης της κεφαλίδας" },
  journey_info_load_opening: { en: "1. Opening the page", gr: "1. Άνοιγμα της σελίδας" },
  journey_info_load_loaded: { en: "Loaded", gr: "Φορτώθηκε" },
  journey_info_load_read: { en: "2. Read what the server has", gr: "2. Ανάγνωση των στοιχείων" },
  journey_info_load_failed: { en: "It could not be loaded", gr: "Δεν ήταν δυνατή η φόρτωση" },
  journey_faq_read: { en: "1. Read the answer", gr: "1. Ανάγνωση της απάντησης" },
  journey_faq_voting: { en: "2. Send “was this helpful?”", gr: "2. Αποστολή «σας βοήθησε;»" },
  journey_faq_thanked: { en: "3. Thanked, with the counts", gr: "3. Ευχαριστίες, με τις απαντήσεις" },
  journey_faq_vote: { en: "answer yes or no", gr: "απαντάτε ναι ή όχι" },
  journey_faq_vote_failed: { en: "The answer was not saved", gr: "Η απάντηση δεν αποθηκεύτηκε" },
  journey_faq_write: {
    en: "1. Write the question in both languages",
    gr: "1. Σύνταξη της ερώτησης και στις δύο γλώσσες",
  },
  journey_faq_publishing: { en: "2. Publish", gr: "2. Δημοσίευση" },
  journey_faq_published: { en: "3. Published", gr: "3. Δημοσιεύτηκε" },
  journey_faq_publish: { en: "publish", gr: "δημοσιεύετε" },
  journey_faq_publish_failed: {
    en: "It was not published (the draft is kept)",
    gr: "Δεν δημοσιεύτηκε (το πρόχειρο κρατιέται)",
  },
  journey_faq_write_another: { en: "write another", gr: "γράφετε άλλη" },
  journey_search_type: { en: "1. Type what you look for", gr: "1. Πληκτρολογείτε τι ψάχνετε" },
  journey_search_searching: { en: "2. Search", gr: "2. Αναζήτηση" },
  journey_search_results: { en: "3. Read the results", gr: "3. Αποτελέσματα" },
  journey_search_typed: { en: "type two letters or more", gr: "πληκτρολογείτε δύο γράμματα ή περισσότερα" },
  journey_search_too_short: {
    en: "too short: nothing is searched",
    gr: "πολύ σύντομο: δεν γίνεται αναζήτηση",
  },
  journey_search_clear: { en: "clear the box", gr: "καθαρίζετε το πεδίο" },
  journey_search_pause: { en: "a short pause", gr: "μια μικρή παύση" },
  journey_search_failed: { en: "The search did not answer", gr: "Η αναζήτηση δεν απάντησε" },

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

export type JourneyKey = keyof typeof journeyMessages;
