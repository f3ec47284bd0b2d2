import type { CataloguePart } from "./catalogue-entry";

/**
 * Messages of the validation area (spec section 5). The English texts the spec quotes are the
 * contract and are copied verbatim, including its spelling "maximun". Texts the spec does not give
 * (or gives wrongly) are ours; docs/decisions.md records each.
 */
export const validationMessages = {
  b2b_email_invalid: {
    en: "Please enter a valid email",
    gr: "Εισαγάγετε μια έγκυρη διεύθυνση email",
  },
  b2b_login_username_required: {
    en: "The mobile number cannot be empty",
    gr: "Ο αριθμός κινητού δεν μπορεί να είναι κενός",
  },
  b2b_login_password_required: {
    en: "The password cannot be empty",
    gr: "Ο κωδικός πρόσβασης δεν μπορεί να είναι κενός",
  },
  // The spec's text ("can not be less than 6 digits") contradicts its own rule (< 2 characters);
  // we keep the rule and say what it does.
  b2b_login_password_too_short: {
    en: "The password must have at least 2 characters",
    gr: "Ο κωδικός πρόσβασης πρέπει να έχει τουλάχιστον 2 χαρακτήρες",
  },
  b2b_first_name_required: {
    en: "First name is required",
    gr: "Το όνομα είναι υποχρεωτικό",
  },
  b2b_last_name_required: {
    en: "Last name is required",
    gr: "Το επώνυμο είναι υποχρεωτικό",
  },
  b2b_gender_required: {
    en: "Gender is required",
    gr: "Το φύλο είναι υποχρεωτικό",
  },
  b2b_country_code_required: {
    en: "Please select a country code",
    gr: "Επιλέξτε κωδικό χώρας",
  },
  b2b_mobile_required: {
    en: "Mobile is required",
    gr: "Το κινητό είναι υποχρεωτικό",
  },
  b2b_mobile_numeric: {
    en: "Mobile must be numeric",
    gr: "Το κινητό πρέπει να περιέχει μόνο αριθμούς",
  },
  b2b_mobile_length_gr: {
    en: "Mobile must have 10 digits",
    gr: "Το κινητό πρέπει να έχει 10 ψηφία",
  },
  b2b_mobile_format_gr: {
    en: "Mobile must have 69XXXXXXXX format",
    gr: "Το κινητό πρέπει να έχει τη μορφή 69XXXXXXXX",
  },
  b2b_mobile_length_international: {
    en: "Mobile must have from 4 to 12 digits",
    gr: "Το κινητό πρέπει να έχει από 4 έως 12 ψηφία",
  },
  b2b_role_required: {
    en: "Please select a role",
    gr: "Επιλέξτε ρόλο",
  },
  b2b_stores_required: {
    en: "You must select at least one store",
    gr: "Πρέπει να επιλέξετε τουλάχιστον ένα κατάστημα",
  },
  b2b_stores_max: {
    en: "You can select a maximun of 5 stores",
    gr: "Μπορείτε να επιλέξετε έως 5 καταστήματα",
  },
  b2b_job_position_required: {
    en: "You must select a job position",
    gr: "Πρέπει να επιλέξετε θέση εργασίας",
  },
  b2b_password_rules: {
    en: "Insert min length 8 chars, one uppercase, one digit, one special char",
    gr: "Εισαγάγετε τουλάχιστον 8 χαρακτήρες, με ένα κεφαλαίο γράμμα, ένα ψηφίο και έναν ειδικό χαρακτήρα",
  },
  b2b_passwords_must_match: {
    en: "Passwords must match",
    gr: "Οι κωδικοί πρόσβασης πρέπει να ταιριάζουν",
  },
  b2b_terms_required: {
    en: "Required",
    gr: "Υποχρεωτικό",
  },
  b2b_verification_code_invalid: {
    en: "The code must have 6 digits",
    gr: "Ο κωδικός πρέπει να έχει 6 ψηφία",
  },
  b2b_forgot_type_required: {
    en: "Please choose phone or email",
    gr: "Επιλέξτε τηλέφωνο ή email",
  },
  b2b_task_title_min_length: {
    en: "The title must have at least 3 characters",
    gr: "Ο τίτλος πρέπει να έχει τουλάχιστον 3 χαρακτήρες",
  },
  // The free-text limits of core/validation/text-length.ts; each text names its number.
  // The head-office console's forms (core/admin/).
  b2b_field_required: { en: "Required", gr: "Υποχρεωτικό πεδίο" },
  b2b_warehouse_id_invalid: {
    en: "The warehouse code is a whole number from 1 to 2147483647",
    gr: "Ο κωδικός αποθήκης είναι ακέραιος από 1 έως 2147483647",
  },
  b2b_postcode_invalid: {
    en: "A Greek postcode has 5 digits (e.g. 105 63)",
    gr: "Ο ελληνικός ταχυδρομικός κώδικας έχει 5 ψηφία (π.χ. 105 63)",
  },
  b2b_phone_invalid: {
    en: "A phone number has 10 to 15 digits, optionally beginning with +",
    gr: "Ο αριθμός τηλεφώνου έχει 10 έως 15 ψηφία, προαιρετικά με + μπροστά",
  },
  b2b_date_invalid: { en: "Not a date", gr: "Μη έγκυρη ημερομηνία" },
  b2b_web_address_invalid: {
    en: "A web address begins with https:// (or http://)",
    gr: "Μια διεύθυνση ιστού αρχίζει με https:// (ή http://)",
  },
  b2b_admin_role_required: { en: "Choose a role", gr: "Επιλέξτε ρόλο" },
  b2b_admin_stores_required: {
    en: "Choose at least one open store",
    gr: "Επιλέξτε τουλάχιστον ένα ανοιχτό κατάστημα",
  },
  b2b_admin_company_required: {
    en: "A franchisee belongs to a franchise company",
    gr: "Ο δικαιοδόχος ανήκει σε εταιρεία δικαιοδόχου",
  },
  b2b_text_too_long_name: {
    en: "At most 50 characters",
    gr: "Έως 50 χαρακτήρες",
  },
  b2b_text_too_long_short: {
    en: "At most 200 characters",
    gr: "Έως 200 χαρακτήρες",
  },
  b2b_text_too_long_long: {
    en: "At most 5,000 characters",
    gr: "Έως 5.000 χαρακτήρες",
  },
} as const satisfies CataloguePart;
