import type { CataloguePart } from "../i18n/catalogue-entry";

/** The staff list of /users: the store's people, their contact details, deactivation. */
export const staffListMessages = {
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
} as const satisfies CataloguePart;
