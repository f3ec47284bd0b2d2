import type { CatalogueEntry } from "../i18n/catalogue-entry";

/**
 * The journey texts of the tickets area's machines (`npm run diagrams`, docs/flows/journeys/): what a
 * product owner reads instead of state and event names. Joined to the area's catalogue in
 * core/areas/area-catalogues.ts; a journey key (core/i18n/journey-texts.ts) is any `journey_` key.
 */
export const ticketsJourneyMessages = {
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
  // ---- ticketList ---------------------------------------------------------------------------------
  journey_screen_ticket_list: { en: "ticket list", gr: "λίστα αιτημάτων" },
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
} as const satisfies Record<string, CatalogueEntry>;
