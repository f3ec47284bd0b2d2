import type { CataloguePart } from "../i18n/catalogue-entry";

/**
 * Every text of the head-office console: the answers of `npm run admin` (its field errors are the
 * registration's validation texts), shown in the operator's language, and of the admin/ calls.
 */
export const adminMessages = {
  b2b_admin_mobile_taken: {
    en: "This mobile number already has an account",
    gr: "Υπάρχει ήδη λογαριασμός με αυτό το κινητό",
  },
  b2b_admin_database_unreachable: {
    en: "The database cannot be reached",
    gr: "Η βάση δεδομένων δεν είναι προσβάσιμη",
  },
  b2b_admin_company_unknown: { en: "No such company", gr: "Δεν υπάρχει τέτοια εταιρεία" },
  b2b_admin_warehouse_taken: {
    en: "Another store has this warehouse code",
    gr: "Άλλο κατάστημα έχει αυτόν τον κωδικό αποθήκης",
  },
  b2b_admin_company_name_taken: {
    en: "Another company has this name",
    gr: "Άλλη εταιρεία έχει αυτό το όνομα",
  },
  b2b_admin_not_yourself: {
    en: "An administrator does not change their own account here; another administrator does",
    gr: "Ο διαχειριστής δεν αλλάζει εδώ τον δικό του λογαριασμό· το κάνει άλλος διαχειριστής",
  },
  b2b_admin_account_not_active: {
    en: "The account is not active",
    gr: "Ο λογαριασμός δεν είναι ενεργός",
  },
  b2b_admin_account_not_disabled: {
    en: "The account is not deactivated",
    gr: "Ο λογαριασμός δεν είναι απενεργοποιημένος",
  },
  b2b_admin_store_already_closed: { en: "The store is already closed", gr: "Το κατάστημα είναι ήδη κλειστό" },
  b2b_admin_store_already_open: { en: "The store is already open", gr: "Το κατάστημα είναι ήδη ανοιχτό" },
  ui_admin_head_office_created: {
    en: "Head-office account {id} created for {mobile}: it sees every store and may administer.",
    gr: "Δημιουργήθηκε ο λογαριασμός κεντρικών γραφείων {id} για το {mobile}: βλέπει όλα τα καταστήματα και έχει δικαίωμα διαχείρισης.",
  },
} as const satisfies CataloguePart;
