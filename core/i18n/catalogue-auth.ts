import type { CataloguePart } from "./catalogue-entry";

/**
 * Messages of the auth area and of the server's generic errors. The server answers errors with
 * `{ status: "error", message: <one of these keys> }` (docs/api-contract.md); the browser shows them
 * through the catalogue.
 */
export const authMessages = {
  b2b_wrong_username_password: {
    en: "Wrong username/password",
    gr: "Λάθος όνομα χρήστη/κωδικός",
  },
  b2b_user_not_found: { en: "User not found", gr: "Ο χρήστης δεν βρέθηκε" },
  b2b_unauthorized: {
    en: "Your session has ended, please sign in again",
    gr: "Η συνεδρία σας έληξε, παρακαλώ συνδεθείτε ξανά",
  },
  b2b_forbidden: { en: "You do not have access to this", gr: "Δεν έχετε πρόσβαση σε αυτό" },
  b2b_not_found: { en: "Not found", gr: "Δεν βρέθηκε" },
  b2b_bad_request: { en: "The request could not be read", gr: "Το αίτημα δεν ήταν δυνατό να διαβαστεί" },
  b2b_invalid_input: { en: "Some fields are not valid", gr: "Κάποια πεδία δεν είναι έγκυρα" },
  b2b_payload_too_large: { en: "The request is too large", gr: "Το αίτημα είναι πολύ μεγάλο" },
  b2b_too_many_attempts: {
    en: "Too many attempts, please try again later",
    gr: "Πάρα πολλές προσπάθειες, δοκιμάστε ξανά αργότερα",
  },
  b2b_server_error: {
    en: "Something went wrong, please try again",
    gr: "Κάτι πήγε στραβά, δοκιμάστε ξανά",
  },
  b2b_logout_success: { en: "You have signed out", gr: "Αποσυνδεθήκατε" },
  b2b_corporate_sign_in_unavailable: {
    en: "Corporate sign-in is not available right now",
    gr: "Η σύνδεση με εταιρικό λογαριασμό δεν είναι διαθέσιμη αυτή τη στιγμή",
  },
} as const satisfies CataloguePart;

export type AuthMessageKey = keyof typeof authMessages;
