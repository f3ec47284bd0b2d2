import type { CataloguePart } from "../i18n/catalogue-entry";

/**
 * Every text of the head-office console: for now the answers of `npm run admin` (its field errors
 * are the registration's validation texts), shown in the operator's language.
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
  ui_admin_head_office_created: {
    en: "Head-office account {id} created for {mobile}: it sees every store and may administer.",
    gr: "Δημιουργήθηκε ο λογαριασμός κεντρικών γραφείων {id} για το {mobile}: βλέπει όλα τα καταστήματα και έχει δικαίωμα διαχείρισης.",
  },
} as const satisfies CataloguePart;
