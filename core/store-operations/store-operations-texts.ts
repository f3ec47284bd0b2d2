import type { CataloguePart } from "../i18n/catalogue-entry";

/** Licences, maintenance, reminders, head office's table, messages: rules, answers and screens. */
export const storeOperationsTexts = {
  // ---- Rules and server answers -------------------------------------------------------------------
  b2b_ops_title_required: { en: "Please enter a title", gr: "Συμπληρώστε τίτλο" },
  b2b_ops_title_too_long: { en: "The title is too long", gr: "Ο τίτλος είναι πολύ μεγάλος" },
  b2b_ops_date_required: { en: "Please enter a date", gr: "Συμπληρώστε ημερομηνία" },
  b2b_ops_date_invalid: { en: "Please enter a valid date", gr: "Συμπληρώστε έγκυρη ημερομηνία" },
  b2b_ops_notes_too_long: { en: "The notes are too long", gr: "Οι σημειώσεις είναι πολύ μεγάλες" },
  b2b_license_expiration_before_start: {
    en: "The expiry must come after the start",
    gr: "Η λήξη πρέπει να είναι μετά την έναρξη",
  },
  b2b_maintenance_next_before_date: {
    en: "The next service must come after this one",
    gr: "Η επόμενη συντήρηση πρέπει να είναι μετά από αυτή",
  },
  b2b_ops_file_unusable: {
    en: "A file could not be attached; please choose it again",
    gr: "Ένα αρχείο δεν επισυνάφθηκε· επιλέξτε το ξανά",
  },
  b2b_license_saved: { en: "The licence was saved", gr: "Η άδεια αποθηκεύτηκε" },
  b2b_maintenance_saved: { en: "The maintenance record was saved", gr: "Η συντήρηση αποθηκεύτηκε" },

  // ---- Reminders (outbox) ----------------------------------------------------------------------------
  b2b_msg_license_reminder_subject: {
    en: "{store}: licence “{title}” expires in {days} days",
    gr: "{store}: η άδεια «{title}» λήγει σε {days} ημέρες",
  },
  b2b_msg_license_reminder_body: {
    en: "Hello {name},\n\nthe licence “{title}” of {store} expires on {date} ({days} days from today). Please renew it and record the renewal in the portal:\n{link}",
    gr: "Γεια σας {name},\n\nη άδεια «{title}» του καταστήματος {store} λήγει στις {date} (σε {days} ημέρες). Ανανεώστε την και καταχωρίστε την ανανέωση στο portal:\n{link}",
  },
  b2b_msg_maintenance_reminder_subject: {
    en: "{store}: service of “{title}” due in {days} days",
    gr: "{store}: συντήρηση «{title}» σε {days} ημέρες",
  },
  b2b_msg_maintenance_reminder_body: {
    en: "Hello {name},\n\nthe next service of “{title}” at {store} is due on {date} ({days} days from today). Please book it and record it in the portal:\n{link}",
    gr: "Γεια σας {name},\n\nη επόμενη συντήρηση του «{title}» στο κατάστημα {store} είναι στις {date} (σε {days} ημέρες). Κλείστε ραντεβού και καταχωρίστε τη στο portal:\n{link}",
  },

  // ---- Screens ------------------------------------------------------------------------------------------
  ui_ops_state_red: { en: "Expired", gr: "Έληξε" },
  ui_ops_state_amber: { en: "Due soon", gr: "Λήγει σύντομα" },
  ui_ops_state_green: { en: "In order", gr: "Σε ισχύ" },
  ui_ops_state_red_maintenance: { en: "Overdue", gr: "Εκπρόθεσμη" },
  ui_ops_no_store: { en: "Select a store first.", gr: "Επιλέξτε πρώτα κατάστημα." },
  ui_ops_load_failed: { en: "The list could not be loaded.", gr: "Δεν ήταν δυνατή η φόρτωση της λίστας." },
  ui_ops_retry: { en: "Try again", gr: "Δοκιμάστε ξανά" },
  ui_ops_more: { en: "Show more", gr: "Περισσότερα" },
  ui_ops_files: { en: "Files", gr: "Αρχεία" },
  ui_ops_add_files: { en: "Attach files (PDF, images)", gr: "Επισύναψη αρχείων (PDF, εικόνες)" },
  ui_ops_too_many_files: { en: "At most 5 files per record", gr: "Έως 5 αρχεία ανά εγγραφή" },
  ui_ops_remove_file: { en: "Remove", gr: "Αφαίρεση" },
  ui_ops_save: { en: "Save", gr: "Αποθήκευση" },
  ui_ops_saving: { en: "Saving…", gr: "Αποθήκευση…" },
  ui_ops_cancel: { en: "Back to the list", gr: "Πίσω στη λίστα" },
  ui_ops_calendar_license: { en: "{store}: licence “{title}” expires", gr: "{store}: λήξη άδειας «{title}»" },
  ui_ops_calendar_maintenance: { en: "{store}: service of “{title}”", gr: "{store}: συντήρηση «{title}»" },
  ui_ops_calendar_feed: { en: "Calendar (.ics)", gr: "Ημερολόγιο (.ics)" },
  ui_ops_days_left: { en: "{days} days left", gr: "απομένουν {days} ημέρες" },
  ui_ops_days_over: { en: "{days} days ago", gr: "πριν από {days} ημέρες" },
  ui_license_list_lead: {
    en: "The store's licences, soonest expiry first. You get a reminder 30 and 7 days before each expiry.",
    gr: "Οι άδειες του καταστήματος, με πρώτη αυτή που λήγει νωρίτερα. Λαμβάνετε υπενθύμιση 30 και 7 ημέρες πριν από κάθε λήξη.",
  },
  ui_license_empty: {
    en: "No licences recorded for this store.",
    gr: "Δεν έχουν καταχωριστεί άδειες για αυτό το κατάστημα.",
  },
  ui_license_new: { en: "New licence", gr: "Νέα άδεια" },
  ui_license_renew: { en: "Record renewal", gr: "Καταχώριση ανανέωσης" },
  ui_license_title: { en: "Licence", gr: "Άδεια" },
  ui_license_start: { en: "Start", gr: "Έναρξη" },
  ui_license_expiration: { en: "Expiry", gr: "Λήξη" },
  ui_license_renewal: { en: "Renewed on", gr: "Ανανέωση" },
  ui_maintenance_list_lead: {
    en: "The store's equipment and its services, soonest next service first.",
    gr: "Ο εξοπλισμός του καταστήματος και οι συντηρήσεις του, με πρώτη την πιο άμεση.",
  },
  ui_maintenance_empty: {
    en: "No equipment recorded for this store.",
    gr: "Δεν έχει καταχωριστεί εξοπλισμός για αυτό το κατάστημα.",
  },
  ui_maintenance_new: { en: "New equipment", gr: "Νέος εξοπλισμός" },
  ui_maintenance_record: { en: "Record a service", gr: "Καταχώριση συντήρησης" },
  ui_maintenance_equipment: { en: "Equipment", gr: "Εξοπλισμός" },
  ui_maintenance_date: { en: "Last service", gr: "Τελευταία συντήρηση" },
  ui_maintenance_next: { en: "Next service", gr: "Επόμενη συντήρηση" },
  ui_maintenance_notes: { en: "Notes", gr: "Σημειώσεις" },
  ui_compliance_title: {
    en: "Every store: expiring licences and overdue maintenance",
    gr: "Όλα τα καταστήματα: άδειες που λήγουν και εκπρόθεσμες συντηρήσεις",
  },
  ui_compliance_empty: { en: "Every store is in order.", gr: "Όλα τα καταστήματα είναι εντάξει." },
  ui_compliance_store: { en: "Store", gr: "Κατάστημα" },
  ui_compliance_kind_license: { en: "Licence", gr: "Άδεια" },
  ui_compliance_kind_maintenance: { en: "Maintenance", gr: "Συντήρηση" },
  ui_compliance_due: { en: "Due", gr: "Ημερομηνία" },
  ui_messages_lead: {
    en: "Reminders the portal sent to the people of this store.",
    gr: "Υπενθυμίσεις που έστειλε το portal στους ανθρώπους του καταστήματος.",
  },
  ui_messages_empty: {
    en: "No messages for this store yet.",
    gr: "Δεν υπάρχουν ακόμη μηνύματα για αυτό το κατάστημα.",
  },
  ui_messages_to: { en: "To", gr: "Προς" },
  ui_messages_sent: { en: "Sent", gr: "Στάλθηκε" },
} as const satisfies CataloguePart;
