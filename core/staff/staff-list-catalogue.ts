import type { CataloguePart } from "../i18n/catalogue-entry";

/** The staff list of /users: the store's people, their contact details, deactivation. */
export const staffListMessages = {
  b2b_staff_deactivated_done: {
    en: "The account was deactivated; their sessions have ended",
    gr: "Ο λογαριασμός απενεργοποιήθηκε· οι συνδέσεις του έκλεισαν",
  },
  b2b_staff_cannot_deactivate: {
    en: "You cannot deactivate this account",
    gr: "Δεν μπορείτε να απενεργοποιήσετε αυτόν τον λογαριασμό",
  },
  ui_staff_list_title: { en: "Store staff", gr: "Προσωπικό καταστήματος" },
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
    en: "Deactivate {name}? They are signed out at once and can no longer sign in.",
    gr: "Απενεργοποίηση του/της {name}; Αποσυνδέεται αμέσως και δεν μπορεί πλέον να συνδεθεί.",
  },
  ui_staff_deactivate_yes: { en: "Yes, deactivate", gr: "Ναι, απενεργοποίηση" },
  ui_staff_deactivated: {
    en: "{name} was deactivated and signed out.",
    gr: "Ο/Η {name} απενεργοποιήθηκε και αποσυνδέθηκε.",
  },
  ui_staff_no_store: {
    en: "Select a store to see its staff.",
    gr: "Επιλέξτε κατάστημα για να δείτε το προσωπικό του.",
  },
} as const satisfies CataloguePart;
