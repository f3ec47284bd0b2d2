import type { CataloguePart } from "../i18n/catalogue-entry";

/**
 * Every text of the store-operations area, in one file: its titles; licences, maintenance,
 * reminders, head office's table and messages; the store menu and stock count (its journey texts
 * are store-operations-journeys-catalogue.ts).
 */
export const storeOperationsMessages = {
  ui_menu_licenses: { en: "Licences", gr: "Άδειες" },
  ui_menu_equipment_maintenance: { en: "Equipment maintenance", gr: "Συντήρηση εξοπλισμού" },
  ui_route_licenses: { en: "Licences", gr: "Άδειες" },
  ui_route_license: { en: "Licence", gr: "Άδεια" },
  ui_route_equipment_maintenance: { en: "Equipment maintenance", gr: "Συντήρηση εξοπλισμού" },
  ui_route_maintenance: { en: "Maintenance", gr: "Συντήρηση" },
  ui_route_messages: { en: "Messages", gr: "Μηνύματα" },
  // The search's groups (issue #32).
  ui_search_source_licenses: { en: "Licences", gr: "Άδειες" },
  ui_search_source_equipment: { en: "Equipment and maintenance", gr: "Εξοπλισμός και συντήρηση" },

  // ---- Licences, maintenance, reminders, head office's table, messages: rules, answers and screens ---
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

  // ---- The store menu and stock count (/equipment-maintenance?tab=stock): rules and screen texts ---
  b2b_stock_count_invalid: {
    en: "Enter a number such as 12 or 12,5 (at most three decimals)",
    gr: "Συμπληρώστε αριθμό, π.χ. 12 ή 12,5 (έως τρία δεκαδικά)",
  },
  b2b_stock_count_too_large: {
    en: "The count is larger than any stock can be",
    gr: "Η ποσότητα είναι μεγαλύτερη από κάθε δυνατό απόθεμα",
  },
  b2b_stock_count_empty: {
    en: "Enter at least one count before sending",
    gr: "Συμπληρώστε τουλάχιστον μία ποσότητα πριν την αποστολή",
  },
  ui_stock_tabs: { en: "Equipment and stock", gr: "Εξοπλισμός και απόθεμα" },
  ui_stock_tab_maintenance: { en: "Maintenance", gr: "Συντηρήσεις" },
  ui_stock_tab_count: { en: "Store menu and stock", gr: "Κατάλογος και απόθεμα" },
  ui_stock_lead: {
    en: "Count each product on the shelf: the difference from the books is worked out as you type. Products left blank are not counted this time. Your entries stay on this device until you send them.",
    gr: "Μετρήστε κάθε προϊόν στο ράφι: η διαφορά από το λογιστικό απόθεμα υπολογίζεται καθώς πληκτρολογείτε. Όσα μείνουν κενά δεν καταμετρώνται αυτή τη φορά. Οι τιμές σας μένουν σε αυτή τη συσκευή μέχρι να τις στείλετε.",
  },
  ui_stock_menu: { en: "Store menu", gr: "Κατάλογος καταστήματος" },
  ui_stock_empty: { en: "The store menu has no products yet.", gr: "Ο κατάλογος δεν έχει ακόμη προϊόντα." },
  ui_stock_books: { en: "Books", gr: "Λογιστικό" },
  ui_stock_counted: { en: "Counted ({unit})", gr: "Μέτρηση ({unit})" },
  ui_stock_difference: { en: "Difference", gr: "Διαφορά" },
  ui_stock_last: {
    en: "Last count {value} by {who}, {when}",
    gr: "Τελευταία μέτρηση {value} από {who}, {when}",
  },
  ui_stock_never: { en: "Not counted yet", gr: "Δεν έχει μετρηθεί" },
  ui_stock_send: { en: "Send the count", gr: "Αποστολή καταμέτρησης" },
  ui_stock_sending: { en: "Sending…", gr: "Αποστολή…" },
  ui_stock_sent: {
    en: "The count was kept, with your name and the time.",
    gr: "Η καταμέτρηση καταχωρίστηκε, με το όνομά σας και την ώρα.",
  },
  ui_stock_history: { en: "Past counts", gr: "Προηγούμενες καταμετρήσεις" },
  ui_stock_history_empty: { en: "No counts yet.", gr: "Δεν υπάρχουν καταμετρήσεις ακόμη." },
  ui_stock_history_by: { en: "Counted by {who}, {when}", gr: "Καταμέτρηση από {who}, {when}" },
  ui_stock_someone: { en: "a former member of staff", gr: "πρώην μέλος του προσωπικού" },
} as const satisfies CataloguePart;
