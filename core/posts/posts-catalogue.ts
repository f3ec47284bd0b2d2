import type { CataloguePart } from "../i18n/catalogue-entry";

/**
 * Every text of the posts area, in one file: its titles, the keys its server answers with
 * (validation, refusals), its screens, the dashboard's alerts and banners and the header's bell (its
 * journey texts are posts-journeys-catalogue.ts).
 */
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

  // ---- The texts of the posts screens, the dashboard's alerts and banners, and the header's bell ---
  ui_posts_tab_active: { en: "Current", gr: "Τρέχουσες" },
  ui_posts_tab_archive: { en: "Archive", gr: "Αρχείο" },
  ui_posts_tab_scheduled: { en: "Scheduled", gr: "Προγραμματισμένες" },
  ui_posts_tabs: { en: "Which posts", gr: "Ποιες ανακοινώσεις" },
  ui_posts_search: { en: "Search posts", gr: "Αναζήτηση ανακοινώσεων" },
  ui_posts_category: { en: "Category", gr: "Κατηγορία" },
  ui_posts_category_all: { en: "All categories", gr: "Όλες οι κατηγορίες" },
  ui_posts_empty: { en: "No posts here yet", gr: "Δεν υπάρχουν ανακοινώσεις εδώ" },
  ui_posts_empty_search: {
    en: "No post matches your search",
    gr: "Καμία ανακοίνωση δεν ταιριάζει στην αναζήτηση",
  },
  ui_posts_failed: { en: "The posts could not be loaded", gr: "Οι ανακοινώσεις δεν φορτώθηκαν" },
  ui_posts_retry: { en: "Try again", gr: "Δοκιμάστε ξανά" },
  ui_posts_more: { en: "Show more", gr: "Περισσότερες" },
  ui_posts_more_failed: {
    en: "More posts could not be loaded",
    gr: "Δεν φορτώθηκαν περισσότερες ανακοινώσεις",
  },
  ui_posts_featured: { en: "Featured", gr: "Προβεβλημένη" },
  ui_posts_needs_ack: { en: "Please confirm", gr: "Απαιτεί επιβεβαίωση" },
  ui_posts_acknowledged: { en: "Confirmed", gr: "Επιβεβαιώθηκε" },
  ui_posts_new: { en: "New post", gr: "Νέα ανακοίνωση" },
  ui_posts_open: { en: "Read", gr: "Διαβάστε" },
  ui_posts_no_store: {
    en: "Choose a store to see its posts",
    gr: "Επιλέξτε κατάστημα για να δείτε τις ανακοινώσεις του",
  },
  ui_post_back: { en: "All posts", gr: "Όλες οι ανακοινώσεις" },
  ui_post_files: { en: "Files", gr: "Αρχεία" },
  ui_post_readers: { en: "Readers", gr: "Αναγνώστες" },
  ui_post_ack_button: { en: "I have read this", gr: "Το διάβασα" },
  ui_post_ack_done: {
    en: "You confirmed that you have read this post",
    gr: "Επιβεβαιώσατε ότι διαβάσατε την ανακοίνωση",
  },
  ui_post_ack_failed: {
    en: "Your confirmation was not saved; try again",
    gr: "Η επιβεβαίωση δεν αποθηκεύτηκε· δοκιμάστε ξανά",
  },
  ui_post_failed: { en: "The post could not be loaded", gr: "Η ανακοίνωση δεν φορτώθηκε" },
  ui_post_not_found: {
    en: "This post does not exist or is not meant for you",
    gr: "Η ανακοίνωση δεν υπάρχει ή δεν απευθύνεται σε εσάς",
  },
  ui_post_edit: { en: "Edit", gr: "Επεξεργασία" },
  ui_post_reach: { en: "Read reach", gr: "Ποιοι το διάβασαν" },
  ui_post_reach_total: { en: "confirmed", gr: "επιβεβαίωσαν" },
  ui_post_reach_pending: { en: "Not yet", gr: "Όχι ακόμη" },
  ui_post_reach_done: { en: "Read", gr: "Διαβάστηκε" },
  ui_post_reach_store: { en: "Store", gr: "Κατάστημα" },
  ui_post_reach_person: { en: "Person", gr: "Άτομο" },
  ui_post_reach_state: { en: "Confirmation", gr: "Επιβεβαίωση" },
  ui_post_reach_failed: {
    en: "The read reach could not be loaded",
    gr: "Δεν φορτώθηκαν τα στοιχεία ανάγνωσης",
  },
  ui_post_remind: { en: "Remind the rest by e-mail", gr: "Υπενθύμιση με e-mail σε όσους δεν το διάβασαν" },
  // Asked before "remind the rest" sends anything: one click used to e-mail everyone at once.
  ui_post_remind_confirm_one: {
    en: "E-mail a reminder to {count} person who has not confirmed this post yet?",
    gr: "Να σταλεί υπενθύμιση με e-mail σε {count} άτομο που δεν έχει επιβεβαιώσει ακόμη την ανάρτηση;",
  },
  ui_post_remind_confirm_other: {
    en: "E-mail a reminder to {count} people who have not confirmed this post yet?",
    gr: "Να σταλεί υπενθύμιση με e-mail σε {count} άτομα που δεν έχουν επιβεβαιώσει ακόμη την ανάρτηση;",
  },
  // Beside the question when some who have not confirmed have no e-mail address (issue 33).
  ui_post_remind_no_email_one: {
    en: "{count} person without an e-mail address will not get it.",
    gr: "{count} άτομο χωρίς διεύθυνση e-mail δεν θα τη λάβει.",
  },
  ui_post_remind_no_email_other: {
    en: "{count} people without an e-mail address will not get it.",
    gr: "{count} άτομα χωρίς διεύθυνση e-mail δεν θα τη λάβουν.",
  },
  ui_post_remind_yes: { en: "Send the reminders", gr: "Αποστολή υπενθυμίσεων" },
  ui_post_remind_cancel: { en: "Cancel", gr: "Άκυρο" },
  ui_post_remind_failed: {
    en: "The reminders were not sent; try again",
    gr: "Οι υπενθυμίσεις δεν στάλθηκαν· δοκιμάστε ξανά",
  },
  ui_post_form_title: { en: "Title", gr: "Τίτλος" },
  ui_post_form_subtitle: { en: "Subtitle", gr: "Υπότιτλος" },
  ui_post_form_description: { en: "Text", gr: "Κείμενο" },
  ui_post_form_description_hint: {
    en: "Paragraphs, bold, italics, lists and links are kept",
    gr: "Διατηρούνται παράγραφοι, έντονα, πλάγια, λίστες και σύνδεσμοι",
  },
  ui_post_form_category: { en: "Category", gr: "Κατηγορία" },
  ui_post_form_category_none: { en: "No category", gr: "Χωρίς κατηγορία" },
  ui_post_form_featured: { en: "Featured (shown first)", gr: "Προβεβλημένη (εμφανίζεται πρώτη)" },
  ui_post_form_needs_ack: {
    en: "Readers must confirm they have read it",
    gr: "Οι αναγνώστες επιβεβαιώνουν ότι τη διάβασαν",
  },
  ui_post_form_from: { en: "Show from", gr: "Εμφάνιση από" },
  ui_post_form_to: { en: "Show until", gr: "Εμφάνιση έως" },
  ui_post_form_archive: { en: "Archive after (days)", gr: "Αρχειοθέτηση μετά από (ημέρες)" },
  ui_post_form_stores: {
    en: "Stores (none chosen: every store)",
    gr: "Καταστήματα (κανένα: όλα τα καταστήματα)",
  },
  ui_post_form_roles: { en: "Roles (none chosen: every role)", gr: "Ρόλοι (κανένας: όλοι οι ρόλοι)" },
  ui_post_form_image: { en: "Header image", gr: "Εικόνα κεφαλίδας" },
  ui_post_form_files: { en: "Files", gr: "Αρχεία" },
  ui_post_form_remove_file: { en: "Remove", gr: "Αφαίρεση" },
  ui_post_form_uploading: { en: "Uploading…", gr: "Μεταφόρτωση…" },
  ui_post_form_upload_failed: { en: "The file was not uploaded", gr: "Το αρχείο δεν ανέβηκε" },
  ui_post_form_submit: { en: "Publish", gr: "Δημοσίευση" },
  ui_post_form_saving: { en: "Publishing…", gr: "Δημοσίευση…" },
  ui_post_form_failed: {
    en: "The post was not published; your text is kept",
    gr: "Η ανακοίνωση δεν δημοσιεύτηκε· το κείμενό σας κρατήθηκε",
  },
  ui_post_form_heading_new: { en: "New post", gr: "Νέα ανακοίνωση" },
  ui_post_form_heading_edit: { en: "Edit post", gr: "Επεξεργασία ανακοίνωσης" },
  ui_alerts: { en: "Alerts", gr: "Ειδοποιήσεις" },
  ui_notifications: { en: "Notifications", gr: "Ειδοποιήσεις" },
  ui_notifications_empty: { en: "Nothing new", gr: "Τίποτα καινούριο" },
  ui_notifications_all_read: { en: "Mark all as read", gr: "Όλα αναγνωσμένα" },
  ui_notifications_unread: { en: "unread", gr: "μη αναγνωσμένες" },
  // The header search's group of post hits (server/posts/services/search/post-search-source.ts).
  ui_search_source_posts: { en: "Posts", gr: "Ανακοινώσεις" },
} as const satisfies CataloguePart;

export type PostsMessageKey = keyof typeof postsMessages;
