import type { CataloguePart } from "../i18n/catalogue-entry";

/**
 * Texts of the ticket screens (/tickets, /tickets/{id}, /new_ticket and the older-form screens):
 * headings, labels, buttons, empty and error states. The messages of the rules and the save flow
 * stay in catalogue-tickets.ts (the tickets server helper owns that part).
 */
export const ticketUiMessages = {
  ui_tickets_title: { en: "Support tickets", gr: "Αιτήματα υποστήριξης" },
  ui_tickets_old_title: { en: "Tickets (older form)", gr: "Αιτήματα (παλαιότερη φόρμα)" },
  ui_tickets_new_button: { en: "New ticket", gr: "Νέο αίτημα" },
  ui_tickets_tabs_label: { en: "Which tickets to show", gr: "Ποια αιτήματα εμφανίζονται" },
  ui_tickets_col_id: { en: "No.", gr: "Αρ." },
  ui_tickets_col_title: { en: "Title", gr: "Τίτλος" },
  ui_tickets_col_category: { en: "Category", gr: "Κατηγορία" },
  ui_tickets_col_status: { en: "Status", gr: "Κατάσταση" },
  ui_tickets_col_priority: { en: "Priority", gr: "Προτεραιότητα" },
  ui_tickets_col_created: { en: "Created", gr: "Δημιουργία" },
  ui_tickets_col_updated: { en: "Updated", gr: "Ενημέρωση" },
  ui_tickets_col_due: { en: "Due", gr: "Προθεσμία" },
  ui_tickets_empty_title: { en: "No tickets yet", gr: "Δεν υπάρχουν αιτήματα ακόμη" },
  ui_tickets_empty_text: {
    en: "The tickets of this store will be listed here.",
    gr: "Τα αιτήματα αυτού του καταστήματος θα εμφανίζονται εδώ.",
  },
  ui_tickets_empty_resolved: { en: "No resolved tickets yet", gr: "Δεν υπάρχουν επιλυμένα αιτήματα ακόμη" },
  ui_tickets_load_failed: {
    en: "The tickets could not be loaded",
    gr: "Δεν ήταν δυνατή η φόρτωση των αιτημάτων",
  },
  ui_tickets_more_failed: {
    en: "More tickets could not be loaded",
    gr: "Δεν ήταν δυνατή η φόρτωση περισσότερων αιτημάτων",
  },
  ui_tickets_retry: { en: "Try again", gr: "Δοκιμάστε ξανά" },
  ui_tickets_loading_more: { en: "Loading more tickets…", gr: "Φόρτωση περισσότερων αιτημάτων…" },
  // Plural forms (core/i18n/plural-key.ts): t("ui_tickets_shown", { count }) picks _one or _other.
  ui_tickets_shown_one: { en: "{count} ticket shown", gr: "Εμφανίζεται {count} αίτημα" },
  ui_tickets_shown_other: { en: "{count} tickets shown", gr: "Εμφανίζονται {count} αιτήματα" },
  ui_tickets_shown_more_one: {
    en: "{count} ticket shown, scroll for more",
    gr: "Εμφανίζεται {count} αίτημα, κυλήστε για περισσότερα",
  },
  ui_tickets_shown_more_other: {
    en: "{count} tickets shown, scroll for more",
    gr: "Εμφανίζονται {count} αιτήματα, κυλήστε για περισσότερα",
  },
  ui_tickets_no_store: {
    en: "Choose a store to see its tickets",
    gr: "Επιλέξτε κατάστημα για να δείτε τα αιτήματά του",
  },
  ui_tickets_resolve_confirm: { en: "Resolve this ticket?", gr: "Επίλυση αυτού του αιτήματος;" },
  ui_tickets_resolution_label: {
    en: "Resolution (optional)",
    gr: "Περιγραφή επίλυσης (προαιρετικά)",
  },
  ui_tickets_resolution_hint: {
    en: "If you write one, it is added to the conversation and the reporter is told.",
    gr: "Αν τη συμπληρώσετε, προστίθεται στη συζήτηση και ενημερώνεται όποιος άνοιξε το αίτημα.",
  },
  ui_tickets_resolve_yes: { en: "Yes, resolve", gr: "Ναι, επίλυση" },
  ui_tickets_resolve_no: { en: "Cancel", gr: "Ακύρωση" },
  ui_tickets_saved_open: { en: "Open ticket #{id}", gr: "Άνοιγμα αιτήματος #{id}" },
  ui_tickets_back: { en: "Back to tickets", gr: "Πίσω στα αιτήματα" },
  ui_tickets_ticket_title: { en: "Ticket #{id}", gr: "Αίτημα #{id}" },
  ui_tickets_details: { en: "Details", gr: "Στοιχεία" },
  ui_tickets_conversation: { en: "Conversation", gr: "Συνομιλία" },
  ui_tickets_no_messages: { en: "No messages yet", gr: "Δεν υπάρχουν μηνύματα ακόμη" },
  ui_tickets_edited: { en: "edited {stamp}", gr: "επεξεργασία {stamp}" },
  ui_tickets_attachments: { en: "Attachments", gr: "Συνημμένα" },
  ui_tickets_no_attachments: { en: "No files attached", gr: "Δεν υπάρχουν συνημμένα αρχεία" },
  ui_tickets_download: { en: "Download {name}", gr: "Λήψη {name}" },
  ui_tickets_file_delete: { en: "Delete {name}", gr: "Διαγραφή {name}" },
  ui_tickets_file_delete_confirm: {
    en: "Delete {name} from this ticket? This cannot be undone.",
    gr: "Διαγραφή του {name} από αυτό το αίτημα; Η ενέργεια δεν αναιρείται.",
  },
  ui_tickets_file_delete_yes: { en: "Delete", gr: "Διαγραφή" },
  ui_tickets_file_delete_no: { en: "Keep it", gr: "Διατήρηση" },
  ui_tickets_file_deleted: { en: "The file was deleted", gr: "Το αρχείο διαγράφηκε" },
  ui_tickets_file_delete_failed: {
    en: "The file could not be deleted, please try again",
    gr: "Δεν ήταν δυνατή η διαγραφή του αρχείου, δοκιμάστε ξανά",
  },
  ui_tickets_field_title: { en: "Title", gr: "Τίτλος" },
  ui_tickets_field_category: { en: "Category", gr: "Κατηγορία" },
  ui_tickets_field_contact: { en: "Contact", gr: "Υπεύθυνος επικοινωνίας" },
  ui_tickets_field_complaint_type: { en: "Complaint type", gr: "Τύπος παραπόνου" },
  ui_tickets_field_priority: { en: "Priority", gr: "Προτεραιότητα" },
  ui_tickets_field_message: { en: "Message", gr: "Μήνυμα" },
  ui_tickets_field_attachments: { en: "Attachments", gr: "Συνημμένα" },
  ui_tickets_choose: { en: "Choose…", gr: "Επιλέξτε…" },
  ui_tickets_none: { en: "None", gr: "Κανένας" },
  ui_tickets_length_hint: { en: "{min} to {max} characters", gr: "{min} έως {max} χαρακτήρες" },
  ui_tickets_reply_label: { en: "Your reply", gr: "Η απάντησή σας" },
  ui_tickets_reply_send: { en: "Send reply", gr: "Αποστολή απάντησης" },
  ui_tickets_resolve: { en: "Mark as resolved", gr: "Σήμανση ως επιλυμένο" },
  ui_tickets_reopen: { en: "Reopen", gr: "Επαναφορά σε ανοιχτό" },
  ui_tickets_status_changed: { en: "The status was changed", gr: "Η κατάσταση άλλαξε" },
  ui_tickets_status_failed: {
    en: "The status could not be changed, please try again",
    gr: "Δεν ήταν δυνατή η αλλαγή της κατάστασης, δοκιμάστε ξανά",
  },
  ui_tickets_new_lead: {
    en: "Describe the problem. The contact you choose and head office are notified by email.",
    gr: "Περιγράψτε το πρόβλημα. Ο υπεύθυνος που θα επιλέξετε και τα κεντρικά ειδοποιούνται με email.",
  },
  ui_tickets_files_drop: { en: "Drag files here, or", gr: "Σύρετε αρχεία εδώ ή" },
  ui_tickets_files_pick: { en: "choose files", gr: "επιλέξτε αρχεία" },
  ui_tickets_files_hint: {
    en: "Up to {count} files of at most {size} MB each: images, PDF and office documents",
    gr: "Έως {count} αρχεία, το καθένα έως {size} MB: εικόνες, PDF και έγγραφα γραφείου",
  },
  ui_tickets_file_refused: { en: "{name} was not attached", gr: "Το {name} δεν επισυνάφθηκε" },
  ui_tickets_file_remove: { en: "Remove {name}", gr: "Αφαίρεση {name}" },
  ui_tickets_file_reattach: { en: "Attach again", gr: "Επισύναψη ξανά" },
  ui_tickets_file_uploaded: { en: "Uploaded", gr: "Μεταφορτώθηκε" },
  ui_tickets_file_waiting: { en: "Waiting to upload", gr: "Σε αναμονή μεταφόρτωσης" },
  ui_tickets_file_progress: { en: "Upload of {name}", gr: "Μεταφόρτωση του {name}" },
  ui_tickets_submit: { en: "Send ticket", gr: "Αποστολή αιτήματος" },
  ui_tickets_retry_send: { en: "Retry", gr: "Επανάληψη" },
  ui_tickets_discard: { en: "Discard draft", gr: "Απόρριψη πρόχειρου" },
  ui_tickets_locked: {
    en: "The ticket was sent: it is kept as it is until it is saved.",
    gr: "Το αίτημα στάλθηκε: διατηρείται ως έχει μέχρι να αποθηκευτεί.",
  },
  ui_tickets_form_load_failed: {
    en: "The form could not be loaded",
    gr: "Δεν ήταν δυνατή η φόρτωση της φόρμας",
  },
  ui_tickets_old_new_title: { en: "New ticket (older form)", gr: "Νέο αίτημα (παλαιότερη φόρμα)" },
} as const satisfies CataloguePart;

export type TicketUiMessageKey = keyof typeof ticketUiMessages;
