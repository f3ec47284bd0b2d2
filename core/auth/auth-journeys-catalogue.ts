import type { CatalogueEntry } from "../i18n/catalogue-entry";

/**
 * The journey texts of the auth area's machines (`npm run diagrams`, docs/flows/journeys/): what a
 * product owner reads instead of state and event names. Joined to the area's catalogue in
 * core/areas/area-catalogues.ts; a journey key (core/i18n/journey-texts.ts) is any `journey_` key.
 */
export const authJourneyMessages = {
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
} as const satisfies Record<string, CatalogueEntry>;
