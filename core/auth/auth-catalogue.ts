import type { CataloguePart } from "../i18n/catalogue-entry";

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
  // The demo tools' writes (dev/*) take only a JSON body, which no other site's page can send.
  b2b_json_body_required: {
    en: "This call takes a JSON body (Content-Type: application/json)",
    gr: "Αυτή η κλήση δέχεται μόνο σώμα JSON (Content-Type: application/json)",
  },
  // core/validation/nul-characters: U+0000 anywhere in a request (path, query, login, body).
  b2b_nul_character: {
    en: "The request contains a character that is not allowed (NUL)",
    gr: "Το αίτημα περιέχει χαρακτήρα που δεν επιτρέπεται (NUL)",
  },
  // core/validation/title-line-breaks: a title is one line, on every route.
  b2b_title_line_break: {
    en: "A title must be on one line",
    gr: "Ο τίτλος πρέπει να είναι σε μία γραμμή",
  },
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
  // Self-registration, phone verification, password reset and e-mail verification (answers).
  b2b_register_success: {
    en: "Thank you! We have sent you a message with a link to complete your registration",
    gr: "Ευχαριστούμε! Σας στείλαμε μήνυμα με σύνδεσμο για να ολοκληρώσετε την εγγραφή σας",
  },
  b2b_store_unknown: { en: "A chosen store does not exist", gr: "Ένα από τα καταστήματα δεν υπάρχει" },
  b2b_job_position_unknown: {
    en: "The chosen job position does not exist",
    gr: "Η θέση εργασίας που επιλέξατε δεν υπάρχει",
  },
  b2b_code_sent: {
    en: "We have sent you a 6-digit code by SMS",
    gr: "Σας στείλαμε εξαψήφιο κωδικό με SMS",
  },
  b2b_wrong_code: { en: "The code is not correct", gr: "Ο κωδικός δεν είναι σωστός" },
  b2b_code_expired: {
    en: "The code is no longer valid, please send a new one",
    gr: "Ο κωδικός δεν ισχύει πια, ζητήστε νέο κωδικό",
  },
  b2b_account_activated: {
    en: "Your account is ready. You can sign in once your store's manager has approved it; you will get a message then.",
    gr: "Ο λογαριασμός σας είναι έτοιμος. Θα μπορείτε να συνδεθείτε μόλις τον εγκρίνει ο υπεύθυνος του καταστήματός σας· θα λάβετε τότε μήνυμα.",
  },
  // A trainee's account waits for head office, not for a store (core/auth/registration-next-steps.ts).
  b2b_account_activated_trainee: {
    en: "Your account is ready. You can sign in once head office has approved it; you will get a message then.",
    gr: "Ο λογαριασμός σας είναι έτοιμος. Θα μπορείτε να συνδεθείτε μόλις τον εγκρίνει η κεντρική διοίκηση· θα λάβετε τότε μήνυμα.",
  },
  // An administrator's invitation (issue 35) needs no approval: the account is active at once.
  b2b_invitation_accepted: {
    en: "Your account is ready: sign in with your mobile and the password you chose.",
    gr: "Ο λογαριασμός σας είναι έτοιμος: συνδεθείτε με το κινητό σας και τον κωδικό που επιλέξατε.",
  },
  b2b_already_registered: {
    en: "This mobile already has an account, please sign in or reset your password",
    gr: "Αυτό το κινητό έχει ήδη λογαριασμό, συνδεθείτε ή επαναφέρετε τον κωδικό σας",
  },
  b2b_forgot_password_sent: {
    en: "If an account matches, we have sent it a link to choose a new password",
    gr: "Αν υπάρχει λογαριασμός με αυτά τα στοιχεία, του στείλαμε σύνδεσμο για νέο κωδικό",
  },
  b2b_reset_password_done: {
    en: "If an account matches, we have e-mailed it a link to reset the password",
    gr: "Αν υπάρχει λογαριασμός με αυτό το email, του στείλαμε σύνδεσμο επαναφοράς κωδικού",
  },
  b2b_reset_link_invalid: {
    en: "This link is not valid any more, please ask for a new one",
    gr: "Ο σύνδεσμος δεν ισχύει πια, ζητήστε νέο",
  },
  b2b_reset_link_open: {
    en: "This link can set a new password",
    gr: "Ο σύνδεσμος μπορεί να ορίσει νέο κωδικό",
  },
  b2b_password_changed: {
    en: "Your password has been changed, you can sign in",
    gr: "Ο κωδικός σας άλλαξε, μπορείτε να συνδεθείτε",
  },
  b2b_email_verified: { en: "Your e-mail address is verified", gr: "Η διεύθυνση email σας επιβεβαιώθηκε" },
  b2b_setpassword_link_invalid: {
    en: "This registration link has already been used or is not valid. If you have completed your registration, sign in; otherwise register again.",
    gr: "Ο σύνδεσμος εγγραφής έχει ήδη χρησιμοποιηθεί ή δεν είναι έγκυρος. Αν ολοκληρώσατε την εγγραφή σας, συνδεθείτε· αλλιώς κάντε ξανά εγγραφή.",
  },
  b2b_email_verify_invalid: {
    en: "This verification link is not valid",
    gr: "Ο σύνδεσμος επιβεβαίωσης δεν είναι έγκυρος",
  },
  // Texts of the SMS and e-mails the server sends; {placeholders} are filled in by the server.
  b2b_msg_register_sms: {
    en: "Franchise portal: complete your registration here: {link}",
    gr: "Franchise portal: ολοκληρώστε την εγγραφή σας εδώ: {link}",
  },
  b2b_msg_register_subject: {
    en: "Complete your registration",
    gr: "Ολοκληρώστε την εγγραφή σας",
  },
  b2b_msg_register_body: {
    en: "Hello {name},\n\nto complete your registration, open this link and choose your password:\n{link}\n\nTo confirm this e-mail address, open:\n{verify_link}\n\nIf you did not register, ignore this message.",
    gr: "Γεια σας {name},\n\nγια να ολοκληρώσετε την εγγραφή σας, ανοίξτε τον σύνδεσμο και επιλέξτε κωδικό:\n{link}\n\nΓια να επιβεβαιώσετε αυτή τη διεύθυνση email, ανοίξτε:\n{verify_link}\n\nΑν δεν κάνατε εγγραφή, αγνοήστε αυτό το μήνυμα.",
  },
  b2b_msg_account_exists_sms: {
    en: "Franchise portal: you already have an account. Forgot your password? Choose a new one here: {link}",
    gr: "Franchise portal: έχετε ήδη λογαριασμό. Ξεχάσατε τον κωδικό; Ορίστε νέο εδώ: {link}",
  },
  b2b_msg_account_exists_subject: {
    en: "You already have an account",
    gr: "Έχετε ήδη λογαριασμό",
  },
  b2b_msg_account_exists_body: {
    en: "Hello {name},\n\nsomeone tried to register with your mobile, but you already have an account. If you forgot your password, choose a new one here:\n{link}\n\nIf it was not you, ignore this message.",
    gr: "Γεια σας {name},\n\nέγινε προσπάθεια εγγραφής με το κινητό σας, αλλά έχετε ήδη λογαριασμό. Αν ξεχάσατε τον κωδικό σας, ορίστε νέο εδώ:\n{link}\n\nΑν δεν ήσασταν εσείς, αγνοήστε αυτό το μήνυμα.",
  },
  b2b_msg_code_sms: {
    en: "Franchise portal: your verification code is {code}. It is valid for {minutes} minutes.",
    gr: "Franchise portal: ο κωδικός επιβεβαίωσης είναι {code}. Ισχύει για {minutes} λεπτά.",
  },
  b2b_msg_reset_sms: {
    en: "Franchise portal: choose a new password here (valid for {minutes} minutes): {link}",
    gr: "Franchise portal: ορίστε νέο κωδικό εδώ (ισχύει για {minutes} λεπτά): {link}",
  },
  b2b_msg_reset_subject: { en: "Choose a new password", gr: "Ορίστε νέο κωδικό" },
  b2b_msg_reset_body: {
    en: "Hello {name},\n\nto choose a new password for the account of mobile {mobile}, open this link within {minutes} minutes:\n{link}\n\nIf you did not ask for this, ignore this message; your password stays as it is.",
    gr: "Γεια σας {name},\n\nγια να ορίσετε νέο κωδικό για τον λογαριασμό του κινητού {mobile}, ανοίξτε αυτόν τον σύνδεσμο μέσα σε {minutes} λεπτά:\n{link}\n\nΑν δεν το ζητήσατε, αγνοήστε αυτό το μήνυμα· ο κωδικός σας μένει ως έχει.",
  },
} as const satisfies CataloguePart;

export type AuthMessageKey = keyof typeof authMessages;
