import type { CataloguePart } from "../i18n/catalogue-entry";

/**
 * Every text of the staff area, in one file: approval of self-registered accounts (docs/decisions.md,
 * "Approval": what the person waiting is told at sign-in and by message, what approvers are sent,
 * the "waiting for approval" list), the staff list of /users and the menu titles.
 */
export const staffMessages = {
  // ---- Server answers ---------------------------------------------------------------------------------
  b2b_account_pending_approval: {
    en: "Your account is waiting for approval by your store's manager. You will get a message as soon as it is approved.",
    gr: "Ο λογαριασμός σας περιμένει έγκριση από τον υπεύθυνο του καταστήματός σας. Θα λάβετε μήνυμα μόλις εγκριθεί.",
  },
  b2b_account_rejected: {
    en: "Your registration was not approved. Please contact your store's manager.",
    gr: "Η εγγραφή σας δεν εγκρίθηκε. Επικοινωνήστε με τον υπεύθυνο του καταστήματός σας.",
  },
  // A trainee is approved (or not) by head office only (core/auth/registration-next-steps.ts).
  b2b_account_pending_approval_trainee: {
    en: "Your account is waiting for approval by head office. You will get a message as soon as it is approved.",
    gr: "Ο λογαριασμός σας περιμένει έγκριση από την κεντρική διοίκηση. Θα λάβετε μήνυμα μόλις εγκριθεί.",
  },
  b2b_account_rejected_trainee: {
    en: "Your registration was not approved. Please contact head office.",
    gr: "Η εγγραφή σας δεν εγκρίθηκε. Επικοινωνήστε με την κεντρική διοίκηση.",
  },
  b2b_account_approved_done: { en: "The account was approved", gr: "Ο λογαριασμός εγκρίθηκε" },
  b2b_account_rejected_done: { en: "The registration was rejected", gr: "Η εγγραφή απορρίφθηκε" },
  b2b_approval_already_decided: {
    en: "Someone has already decided on this registration",
    gr: "Κάποιος έχει ήδη αποφασίσει για αυτή την εγγραφή",
  },

  // ---- Messages sent ----------------------------------------------------------------------------------
  // {name} is what a stranger typed (core/staff/typed-name.ts): only ever quoted, never the sentence.
  b2b_msg_approval_request_sms: {
    en: "Franchise portal: a registration for {stores} under the name “{name}” waits for your approval. Check with the person before approving: {link}",
    gr: "Franchise portal: μια εγγραφή για {stores} με το όνομα «{name}» περιμένει την έγκρισή σας. Επιβεβαιώστε με το άτομο πριν την εγκρίνετε: {link}",
  },
  b2b_msg_approval_request_subject: {
    en: "A new registration waits for your approval",
    gr: "Μια νέα εγγραφή περιμένει την έγκρισή σας",
  },
  b2b_msg_approval_request_body: {
    en: "Hello,\n\na new registration for {stores} waits for your approval. The name typed in the form is “{name}”. Check with the person before approving.\n\nApprove or reject the registration here:\n{link}\n\nUntil then the new account sees nothing of any store.",
    gr: "Γεια σας,\n\nμια νέα εγγραφή για {stores} περιμένει την έγκρισή σας. Το όνομα που γράφτηκε στη φόρμα είναι «{name}». Επιβεβαιώστε με το άτομο πριν την εγκρίνετε.\n\nΕγκρίνετε ή απορρίψτε την εγγραφή εδώ:\n{link}\n\nΜέχρι τότε ο νέος λογαριασμός δεν βλέπει τίποτα από κανένα κατάστημα.",
  },
  b2b_msg_account_approved_sms: {
    en: "Franchise portal: your account was approved. Sign in here: {link}",
    gr: "Franchise portal: ο λογαριασμός σας εγκρίθηκε. Συνδεθείτε εδώ: {link}",
  },
  b2b_msg_account_approved_subject: { en: "Your account was approved", gr: "Ο λογαριασμός σας εγκρίθηκε" },
  b2b_msg_account_approved_body: {
    en: "Hello {name},\n\nyour account was approved. Sign in here:\n{link}",
    gr: "Γεια σας {name},\n\nο λογαριασμός σας εγκρίθηκε. Συνδεθείτε εδώ:\n{link}",
  },
  b2b_msg_account_rejected_sms: {
    en: "Franchise portal: your registration was not approved. Please contact your store's manager.",
    gr: "Franchise portal: η εγγραφή σας δεν εγκρίθηκε. Επικοινωνήστε με τον υπεύθυνο του καταστήματός σας.",
  },
  b2b_msg_account_rejected_subject: {
    en: "Your registration was not approved",
    gr: "Η εγγραφή σας δεν εγκρίθηκε",
  },
  b2b_msg_account_rejected_body: {
    en: "Hello {name},\n\nyour registration to the franchise portal was not approved. If you think this is a mistake, please contact your store's manager.",
    gr: "Γεια σας {name},\n\nη εγγραφή σας στο franchise portal δεν εγκρίθηκε. Αν πιστεύετε ότι πρόκειται για λάθος, επικοινωνήστε με τον υπεύθυνο του καταστήματός σας.",
  },
  // A trainee's registration is decided by head office (docs/decisions.md, issue 33).
  b2b_msg_account_rejected_trainee_sms: {
    en: "Franchise portal: your registration was not approved. Please contact head office.",
    gr: "Franchise portal: η εγγραφή σας δεν εγκρίθηκε. Επικοινωνήστε με την κεντρική διοίκηση.",
  },
  b2b_msg_account_rejected_trainee_body: {
    en: "Hello {name},\n\nyour registration to the franchise portal was not approved. If you think this is a mistake, please contact head office.",
    gr: "Γεια σας {name},\n\nη εγγραφή σας στο franchise portal δεν εγκρίθηκε. Αν πιστεύετε ότι πρόκειται για λάθος, επικοινωνήστε με την κεντρική διοίκηση.",
  },
  b2b_msg_trainee_program: { en: "the training programme", gr: "το εκπαιδευτικό πρόγραμμα" },

  // ---- Staff screen: waiting for approval ----------------------------------------------------------------
  ui_staff_pending_title: { en: "Waiting for approval", gr: "Αναμένουν έγκριση" },
  ui_staff_pending_lead: {
    en: "People who registered for your stores. Until you approve them they see nothing of any store.",
    gr: "Άτομα που εγγράφηκαν στα καταστήματά σας. Μέχρι να τα εγκρίνετε δεν βλέπουν τίποτα από κανένα κατάστημα.",
  },
  ui_staff_pending_empty: {
    en: "Nobody is waiting for approval.",
    gr: "Κανείς δεν περιμένει έγκριση.",
  },
  ui_staff_pending_loading: { en: "Loading registrations…", gr: "Φόρτωση εγγραφών…" },
  ui_staff_pending_load_failed: {
    en: "The registrations could not be loaded.",
    gr: "Δεν ήταν δυνατή η φόρτωση των εγγραφών.",
  },
  ui_staff_pending_retry: { en: "Try again", gr: "Δοκιμάστε ξανά" },
  ui_staff_pending_stores: { en: "Stores", gr: "Καταστήματα" },
  ui_staff_pending_job: { en: "Job position", gr: "Θέση εργασίας" },
  ui_staff_pending_contact: { en: "Contact", gr: "Επικοινωνία" },
  ui_staff_pending_requested: { en: "Registered", gr: "Εγγραφή" },
  ui_staff_pending_trainee: { en: "Trainee", gr: "Εκπαιδευόμενος" },
  ui_staff_pending_approve: { en: "Approve", gr: "Έγκριση" },
  ui_staff_pending_reject: { en: "Reject", gr: "Απόρριψη" },
  ui_staff_pending_reject_confirm: {
    en: "Reject the registration of {name}? They will be told by message.",
    gr: "Απόρριψη της εγγραφής του/της {name}; Θα ενημερωθεί με μήνυμα.",
  },
  ui_staff_pending_reject_yes: { en: "Yes, reject", gr: "Ναι, απόρριψη" },
  ui_staff_pending_cancel: { en: "Cancel", gr: "Άκυρο" },
  ui_staff_pending_approved: {
    en: "{name} was approved and can now sign in.",
    gr: "Ο/Η {name} εγκρίθηκε και μπορεί πλέον να συνδεθεί.",
  },
  // Picked by core/staff/approved-notice.ts when the person's gender is known; the English is the same.
  ui_staff_pending_approved_male: {
    en: "{name} was approved and can now sign in.",
    gr: "Ο {name} εγκρίθηκε και μπορεί πλέον να συνδεθεί.",
  },
  ui_staff_pending_approved_female: {
    en: "{name} was approved and can now sign in.",
    gr: "Η {name} εγκρίθηκε και μπορεί πλέον να συνδεθεί.",
  },
  ui_staff_pending_rejected: {
    en: "The registration of {name} was rejected.",
    gr: "Η εγγραφή του/της {name} απορρίφθηκε.",
  },
  ui_staff_pending_working: { en: "Saving…", gr: "Αποθήκευση…" },

  // ---- The staff list of /users: the store's people, their contact details, deactivation --------
  b2b_staff_deactivated_done: {
    en: "The account was deactivated; their sessions have ended",
    gr: "Ο λογαριασμός απενεργοποιήθηκε· οι συνδέσεις του έκλεισαν",
  },
  b2b_staff_removed_from_stores: {
    en: "They were removed from your stores; any other stores they work in stay theirs",
    gr: "Αφαιρέθηκε από τα καταστήματά σας· όσα άλλα καταστήματα έχει παραμένουν",
  },
  b2b_staff_cannot_deactivate: {
    en: "You cannot deactivate this account",
    gr: "Δεν μπορείτε να απενεργοποιήσετε αυτόν τον λογαριασμό",
  },
  ui_staff_list_title: { en: "Store staff", gr: "Προσωπικό καταστήματος" },
  // The search's group of people (issue #32).
  ui_search_source_people: { en: "People", gr: "Προσωπικό" },
  ui_staff_list_lead: {
    en: "Everyone who works in the selected store, with their contact details.",
    gr: "Όλοι όσοι εργάζονται στο επιλεγμένο κατάστημα, με τα στοιχεία επικοινωνίας τους.",
  },
  ui_staff_list_empty: {
    en: "Nobody works in this store yet.",
    gr: "Κανείς δεν εργάζεται ακόμη σε αυτό το κατάστημα.",
  },
  ui_staff_list_failed: {
    en: "The staff could not be loaded.",
    gr: "Δεν ήταν δυνατή η φόρτωση του προσωπικού.",
  },
  ui_staff_name: { en: "Name", gr: "Ονοματεπώνυμο" },
  ui_staff_position: { en: "Position", gr: "Θέση" },
  ui_staff_mobile: { en: "Mobile", gr: "Κινητό" },
  ui_staff_phone: { en: "Phone", gr: "Τηλέφωνο" },
  ui_staff_email: { en: "E-mail", gr: "Ηλ. ταχυδρομείο" },
  ui_staff_status: { en: "Status", gr: "Κατάσταση" },
  ui_staff_status_active: { en: "Active", gr: "Ενεργός" },
  ui_staff_status_disabled: { en: "Deactivated", gr: "Απενεργοποιημένος" },
  ui_staff_deactivate: { en: "Deactivate", gr: "Απενεργοποίηση" },
  ui_staff_deactivate_confirm: {
    en: "Deactivate {name} in your stores? They lose access to your stores at once. Any other stores they work in stay theirs; only head office can close their whole account.",
    gr: "Απενεργοποίηση του/της {name} στα καταστήματά σας; Χάνει αμέσως την πρόσβαση στα καταστήματά σας. Όσα άλλα καταστήματα έχει παραμένουν· μόνο η κεντρική διοίκηση μπορεί να κλείσει ολόκληρο τον λογαριασμό.",
  },
  ui_staff_deactivate_yes: { en: "Yes, deactivate", gr: "Ναι, απενεργοποίηση" },
  ui_staff_deactivated: {
    en: "{name} was removed from your stores and no longer has access to them.",
    gr: "Ο/Η {name} αφαιρέθηκε από τα καταστήματά σας και δεν έχει πλέον πρόσβαση σε αυτά.",
  },
  ui_staff_no_store: {
    en: "Select a store to see its staff.",
    gr: "Επιλέξτε κατάστημα για να δείτε το προσωπικό του.",
  },

  // ---- The titles of the staff area: its sidebar entry and its screens --------------------------
  ui_menu_users: { en: "Staff", gr: "Προσωπικό" },
  ui_route_users: { en: "Staff", gr: "Προσωπικό" },
} as const satisfies CataloguePart;
