import type { CataloguePart } from "../i18n/catalogue-entry";

/**
 * Every text of the tickets area, in one file: the new-ticket form, attachments, the save flow,
 * replies, the labels of both ticket forms, the screens and the menu titles (its journey texts are
 * tickets-journeys-catalogue.ts). b2b_ticket_save_success is the spec's key (section 7, call
 * outcomes). The texts carry no placeholders: the limits are shown next to the field by the view.
 */
export const ticketMessages = {
  // The e-mail about a new ticket (server/tickets/services/tickets/ticket-emails.ts), in each
  // recipient's language; {placeholders} are filled in by the server.
  b2b_msg_ticket_new_subject: { en: "New ticket #{id}: {title}", gr: "Νέο αίτημα #{id}: {title}" },
  b2b_msg_ticket_new_body: {
    en: "A new ticket was opened.\n\nStore: {store}\nFrom: {from}\nTo: {to}\n\n{message}\n\nOpen it: {link}",
    gr: "Άνοιξε νέο αίτημα.\n\nΚατάστημα: {store}\nΑπό: {from}\nΠρος: {to}\n\n{message}\n\nΑνοίξτε το: {link}",
  },
  // The reporter's notices of a reply or a status change someone else made (issue 20, item 4).
  // {by_article}: "Ο", "Η" or "Ο/Η" by the gender of {by} (core/i18n/greek-article.ts).
  b2b_msg_ticket_reply_subject: {
    en: "New reply on ticket #{id}: {title}",
    gr: "Νέα απάντηση στο αίτημα #{id}: {title}",
  },
  b2b_msg_ticket_reply_body: {
    en: "{by} replied to your ticket.\n\n{message}\n\nOpen it: {link}",
    gr: "{by_article} {by} απάντησε στο αίτημά σας.\n\n{message}\n\nΑνοίξτε το: {link}",
  },
  b2b_msg_ticket_status_subject: {
    en: "Ticket #{id}: {status}: {title}",
    gr: "Αίτημα #{id}: {status}: {title}",
  },
  b2b_msg_ticket_status_body: {
    en: "{by} changed the status of your ticket to: {status}.\n\n{resolution}\n\nOpen it: {link}",
    gr: "{by_article} {by} άλλαξε την κατάσταση του αιτήματός σας σε: {status}.\n\n{resolution}\n\nΑνοίξτε το: {link}",
  },
  b2b_ticket_save_success: { en: "The ticket was saved", gr: "Το αίτημα αποθηκεύτηκε" },

  // The form (validateTicketDraft).
  b2b_ticket_title_required: { en: "Please enter a title", gr: "Συμπληρώστε τίτλο" },
  b2b_ticket_title_too_short: {
    en: "The title is too short",
    gr: "Ο τίτλος είναι πολύ σύντομος",
  },
  b2b_ticket_title_too_long: { en: "The title is too long", gr: "Ο τίτλος είναι πολύ μεγάλος" },
  b2b_ticket_category_required: { en: "Please choose a category", gr: "Επιλέξτε κατηγορία" },
  b2b_ticket_contact_required: { en: "Please choose a contact", gr: "Επιλέξτε υπεύθυνο επικοινωνίας" },
  b2b_ticket_complaint_type_invalid: {
    en: "Please choose a complaint type from the list",
    gr: "Επιλέξτε τύπο παραπόνου από τη λίστα",
  },
  b2b_ticket_priority_invalid: { en: "Please choose a priority", gr: "Επιλέξτε προτεραιότητα" },
  b2b_ticket_message_required: { en: "Please describe the problem", gr: "Περιγράψτε το πρόβλημα" },
  b2b_ticket_message_too_short: {
    en: "The description is too short",
    gr: "Η περιγραφή είναι πολύ σύντομη",
  },
  b2b_ticket_message_too_long: {
    en: "The description is too long",
    gr: "Η περιγραφή είναι πολύ μεγάλη",
  },

  // Attachments (checkAttachment, checkFileContent).
  b2b_ticket_attachments_too_many: {
    en: "Too many files are attached",
    gr: "Έχετε επισυνάψει πάρα πολλά αρχεία",
  },
  b2b_ticket_attachment_too_large: { en: "The file is too large", gr: "Το αρχείο είναι πολύ μεγάλο" },
  b2b_ticket_uploads_pending_too_large: {
    en: "Too many files are waiting to be attached: send your ticket first, or try again tomorrow",
    gr: "Πάρα πολλά αρχεία περιμένουν να επισυναφθούν: στείλτε πρώτα το αίτημά σας ή δοκιμάστε ξανά αύριο",
  },
  b2b_too_many_uploads: {
    en: "Too many files uploaded in a short time: please wait a few minutes",
    gr: "Ανεβάσατε πάρα πολλά αρχεία σε λίγο χρόνο: περιμένετε λίγα λεπτά",
  },
  b2b_ticket_attachment_empty: { en: "The file is empty", gr: "Το αρχείο είναι κενό" },
  b2b_ticket_attachment_type_not_allowed: {
    en: "This kind of file cannot be attached",
    gr: "Αυτός ο τύπος αρχείου δεν επιτρέπεται",
  },
  b2b_ticket_attachment_extension_mismatch: {
    en: "The file name does not match its type",
    gr: "Το όνομα του αρχείου δεν ταιριάζει με τον τύπο του",
  },
  b2b_ticket_attachment_content_mismatch: {
    en: "The file content does not match its type",
    gr: "Το περιεχόμενο του αρχείου δεν ταιριάζει με τον τύπο του",
  },
  b2b_ticket_attachment_reattach: {
    en: "Please attach this file again",
    gr: "Επισυνάψτε ξανά αυτό το αρχείο",
  },

  // The save flow (machines/ticket.machine.ts) and the server's answers.
  b2b_ticket_upload_failed: {
    en: "A file could not be uploaded, please try again",
    gr: "Δεν ήταν δυνατή η μεταφόρτωση ενός αρχείου, δοκιμάστε ξανά",
  },
  b2b_ticket_save_failed: {
    en: "The ticket could not be saved, please try again",
    gr: "Δεν ήταν δυνατή η αποθήκευση του αιτήματος, δοκιμάστε ξανά",
  },
  b2b_ticket_link_failed: {
    en: "The files could not be linked to the ticket, please try again",
    gr: "Δεν ήταν δυνατή η σύνδεση των αρχείων με το αίτημα, δοκιμάστε ξανά",
  },
  b2b_ticket_emails_not_sent: {
    en: "The ticket was saved, but the notification emails could not be sent",
    gr: "Το αίτημα αποθηκεύτηκε, αλλά δεν ήταν δυνατή η αποστολή των ειδοποιήσεων email",
  },
  b2b_ticket_idempotency_conflict: {
    en: "This ticket was already sent with different content",
    gr: "Αυτό το αίτημα έχει ήδη σταλεί με διαφορετικό περιεχόμενο",
  },
  b2b_ticket_idempotency_key_invalid: {
    en: "The request key is missing or not valid",
    gr: "Το κλειδί του αιτήματος λείπει ή δεν είναι έγκυρο",
  },
  b2b_ticket_list_cursor_invalid: {
    en: "The list position is not valid",
    gr: "Η θέση στη λίστα δεν είναι έγκυρη",
  },

  // Replies on a ticket's conversation.
  b2b_ticket_reply_required: { en: "Please write a message", gr: "Γράψτε ένα μήνυμα" },
  b2b_ticket_reply_too_long: { en: "The message is too long", gr: "Το μήνυμα είναι πολύ μεγάλο" },
  b2b_ticket_reply_failed: {
    en: "The message could not be sent, please try again",
    gr: "Δεν ήταν δυνατή η αποστολή του μηνύματος, δοκιμάστε ξανά",
  },
  b2b_ticket_reply_sent: { en: "Your message was sent", gr: "Το μήνυμά σας στάλθηκε" },

  // Labels: the two tabs, the v2 codes and the older form's codes.
  b2b_tickets_tab_all: { en: "All", gr: "Όλα" },
  b2b_tickets_tab_resolved: { en: "Resolved", gr: "Επιλυμένα" },
  b2b_ticket_status_open: { en: "Open", gr: "Ανοιχτό" },
  b2b_ticket_status_in_progress: { en: "In progress", gr: "Σε εξέλιξη" },
  b2b_ticket_status_resolved: { en: "Resolved", gr: "Επιλύθηκε" },
  b2b_ticket_status_unknown: { en: "Unknown status", gr: "Άγνωστη κατάσταση" },
  b2b_ticket_priority_high: { en: "High", gr: "Υψηλή" },
  b2b_ticket_priority_medium: { en: "Medium", gr: "Μεσαία" },
  b2b_ticket_priority_low: { en: "Low", gr: "Χαμηλή" },
  b2b_ticket_priority_unknown: { en: "Unknown priority", gr: "Άγνωστη προτεραιότητα" },
  // The older form says Normal where v2 says Medium (spec section 3).
  b2b_ticket_old_priority_high: { en: "High", gr: "Υψηλή" },
  b2b_ticket_old_priority_normal: { en: "Normal", gr: "Κανονική" },
  b2b_ticket_old_priority_low: { en: "Low", gr: "Χαμηλή" },
  b2b_ticket_old_unresolved: { en: "Unresolved", gr: "Σε εκκρεμότητα" },
  b2b_ticket_old_resolved: { en: "Resolved", gr: "Επιλύθηκε" },

  // ---- The ticket screens (/tickets, /tickets/{id}, /new_ticket, the older form): headings, labels, buttons, empty and error states
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
  ui_tickets_col_store: { en: "Store", gr: "Κατάστημα" },
  ui_tickets_queue_title: { en: "Every store's tickets", gr: "Αιτήματα όλων των καταστημάτων" },
  ui_tickets_queue_empty: {
    en: "No tickets match these filters",
    gr: "Κανένα αίτημα δεν ταιριάζει με αυτά τα φίλτρα",
  },
  ui_tickets_scope_label: { en: "Which list", gr: "Ποια λίστα" },
  ui_tickets_scope_queue: { en: "All stores", gr: "Όλα τα καταστήματα" },
  ui_tickets_scope_store: { en: "Selected store", gr: "Επιλεγμένο κατάστημα" },
  ui_tickets_filters_label: { en: "Filters", gr: "Φίλτρα" },
  ui_tickets_filter_any: { en: "All", gr: "Όλα" },
  ui_tickets_filter_unresolved: { en: "Open or in progress", gr: "Ανοιχτά ή σε εξέλιξη" },
  ui_tickets_filters_clear: { en: "Clear filters", gr: "Καθαρισμός φίλτρων" },
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
  ui_tickets_files_hint_one: {
    en: "Up to {count} file of at most {size} MB: images, PDF and office documents",
    gr: "Έως {count} αρχείο, έως {size} MB: εικόνες, PDF και έγγραφα γραφείου",
  },
  ui_tickets_files_hint_other: {
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
  ui_tickets_emails_requested: {
    en: "The contact you chose and head office are being notified by email",
    gr: "Ο υπεύθυνος επικοινωνίας που επιλέξατε και τα κεντρικά ειδοποιούνται με email",
  },
  ui_tickets_progress_label: { en: "Sending the ticket", gr: "Αποστολή του αιτήματος" },
  ui_tickets_step_upload: { en: "Uploading the files", gr: "Μεταφόρτωση των αρχείων" },
  ui_tickets_step_save: { en: "Saving the ticket", gr: "Αποθήκευση του αιτήματος" },
  ui_tickets_step_link: { en: "Attaching the files to the ticket", gr: "Σύνδεση των αρχείων με το αίτημα" },
  ui_tickets_step_emails: {
    en: "Notifying the contact and head office by email",
    gr: "Ειδοποίηση του υπευθύνου και των κεντρικών με email",
  },
  ui_tickets_step_done: { en: "done", gr: "ολοκληρώθηκε" },
  ui_tickets_step_current: { en: "in progress", gr: "σε εξέλιξη" },
  ui_tickets_old_new_title: { en: "New ticket (older form)", gr: "Νέο αίτημα (παλαιότερη φόρμα)" },

  // ---- The titles of the tickets area: its sidebar entry and its screens ----------------------------
  ui_menu_tickets: { en: "Tickets", gr: "Αιτήματα" },
  ui_route_tickets: { en: "Tickets", gr: "Αιτήματα" },
  ui_route_tickets_old: { en: "Tickets", gr: "Αιτήματα" },
  ui_route_new_ticket: { en: "New ticket", gr: "Νέο αίτημα" },
  ui_route_new_ticket_old: { en: "New ticket", gr: "Νέο αίτημα" },
} as const satisfies CataloguePart;

export type TicketMessageKey = keyof typeof ticketMessages;
