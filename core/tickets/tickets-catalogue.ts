import type { CataloguePart } from "../i18n/catalogue-entry";

/**
 * Messages of the tickets area: the new-ticket form, attachments, the save flow, replies, and the
 * labels of both ticket forms. b2b_ticket_save_success is the spec's key (section 7, call outcomes).
 * The texts carry no placeholders: the limits are shown next to the field by the view.
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
} as const satisfies CataloguePart;

export type TicketMessageKey = keyof typeof ticketMessages;
