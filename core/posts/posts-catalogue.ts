import type { CataloguePart } from "../i18n/catalogue-entry";

/** The titles of the posts area and the keys its server answers with (validation, refusals). */
export const postsMessages = {
  ui_menu_posts: { en: "Posts", gr: "Ανακοινώσεις" },
  ui_route_posts: { en: "Posts", gr: "Ανακοινώσεις" },

  // The reminder head office sends to those who have not acknowledged a post.
  b2b_msg_post_reminder_subject: { en: "Reminder: {title}", gr: "Υπενθύμιση: {title}" },
  b2b_msg_post_reminder_body: {
    en: "Please read the post and press “I have read this”.\n\n{link}",
    gr: "Παρακαλούμε διαβάστε την ανακοίνωση και πατήστε «Το διάβασα».\n\n{link}",
  },

  b2b_posts_bad_query: {
    en: "The list could not be read with these filters",
    gr: "Η λίστα δεν διαβάζεται με αυτά τα φίλτρα",
  },
  b2b_post_title_required: { en: "Please enter a title", gr: "Συμπληρώστε τίτλο" },
  b2b_post_title_too_short: { en: "The title is too short", gr: "Ο τίτλος είναι πολύ σύντομος" },
  b2b_post_title_too_long: { en: "The title is too long", gr: "Ο τίτλος είναι πολύ μεγάλος" },
  b2b_post_subtitle_too_long: { en: "The subtitle is too long", gr: "Ο υπότιτλος είναι πολύ μεγάλος" },
  b2b_post_description_required: {
    en: "Please write the text of the post",
    gr: "Γράψτε το κείμενο της ανακοίνωσης",
  },
  b2b_post_description_too_long: { en: "The text is too long", gr: "Το κείμενο είναι πολύ μεγάλο" },
  b2b_post_stamp_invalid: {
    en: "Please enter a valid date and time",
    gr: "Συμπληρώστε έγκυρη ημερομηνία και ώρα",
  },
  b2b_post_to_before_from: {
    en: "The end must come after the start",
    gr: "Η λήξη πρέπει να είναι μετά την έναρξη",
  },
  b2b_post_archive_days_invalid: {
    en: "Archive after: a whole number of days up to 3650",
    gr: "Αρχειοθέτηση μετά από: ακέραιος αριθμός ημερών έως 3650",
  },
  b2b_post_role_invalid: { en: "Please choose roles from the list", gr: "Επιλέξτε ρόλους από τη λίστα" },
  b2b_post_files_too_many: { en: "At most 10 files per post", gr: "Έως 10 αρχεία ανά ανακοίνωση" },
  b2b_post_category_unknown: {
    en: "Please choose a category from the list",
    gr: "Επιλέξτε κατηγορία από τη λίστα",
  },
  b2b_post_store_unknown: {
    en: "Please choose stores from the list",
    gr: "Επιλέξτε καταστήματα από τη λίστα",
  },
  b2b_post_file_unknown: {
    en: "A file is missing; please upload it again",
    gr: "Ένα αρχείο λείπει· ανεβάστε το ξανά",
  },
  b2b_post_header_not_image: {
    en: "The header image must be a picture (PNG, JPEG)",
    gr: "Η εικόνα κεφαλίδας πρέπει να είναι εικόνα (PNG, JPEG)",
  },
  b2b_post_no_ack_needed: {
    en: "This post does not ask for a confirmation",
    gr: "Αυτή η ανακοίνωση δεν ζητά επιβεβαίωση",
  },
  b2b_post_saved: { en: "The post was published", gr: "Η ανακοίνωση δημοσιεύτηκε" },
  b2b_post_reminded: { en: "Reminders are on their way", gr: "Οι υπενθυμίσεις στάλθηκαν" },
} as const satisfies CataloguePart;

export type PostsMessageKey = keyof typeof postsMessages;
