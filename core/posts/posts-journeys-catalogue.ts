import type { CatalogueEntry } from "../i18n/catalogue-entry";

/**
 * The journey texts of the posts area's machines (`npm run diagrams`, docs/flows/journeys/): what a
 * product owner reads instead of state and event names. Joined to the area's catalogue in
 * core/areas/area-catalogues.ts; a journey key (core/i18n/journey-texts.ts) is any `journey_` key.
 */
export const postsJourneyMessages = {
  // Posts (machines/posts).
  journey_screen_post_detail: { en: "post", gr: "ανακοίνωση" },
  journey_post_detail_loading: { en: "1. Opening the post", gr: "1. Άνοιγμα της ανακοίνωσης" },
  journey_post_detail_ready: { en: "2. Reading the post", gr: "2. Ανάγνωση της ανακοίνωσης" },
  journey_post_detail_confirming: { en: "3. Confirming or reminding", gr: "3. Επιβεβαίωση ή υπενθύμιση" },
  journey_post_detail_shown: {
    en: "Post shown, reader counted",
    gr: "Η ανακοίνωση εμφανίζεται, ο αναγνώστης μετριέται",
  },
  journey_post_detail_failed: { en: "The post could not load", gr: "Η ανακοίνωση δεν φορτώθηκε" },
  journey_post_detail_missing: {
    en: "Not there or not for you",
    gr: "Δεν υπάρχει ή δεν απευθύνεται σε εσάς",
  },
  journey_post_detail_acknowledge: { en: "press “I have read this”", gr: "πατάτε «Το διάβασα»" },
  journey_post_detail_acknowledged: { en: "Confirmation saved", gr: "Η επιβεβαίωση αποθηκεύτηκε" },
  journey_post_detail_ack_failed: { en: "Confirmation not saved", gr: "Η επιβεβαίωση δεν αποθηκεύτηκε" },
  journey_post_detail_remind: { en: "remind the rest", gr: "υπενθύμιση στους υπόλοιπους" },
  journey_post_detail_reminded: { en: "Reminders queued", gr: "Οι υπενθυμίσεις στάλθηκαν" },
  journey_post_detail_remind_failed: { en: "Reminders not sent", gr: "Οι υπενθυμίσεις δεν στάλθηκαν" },
  journey_screen_post_form: { en: "publish form", gr: "φόρμα δημοσίευσης" },
  journey_post_form_loading: { en: "1. Opening the form", gr: "1. Άνοιγμα της φόρμας" },
  journey_post_form_editing: { en: "2. Writing the post", gr: "2. Σύνταξη της ανακοίνωσης" },
  journey_post_form_saving: { en: "3. Publishing", gr: "3. Δημοσίευση" },
  journey_post_form_saved: { en: "4. Published", gr: "4. Δημοσιεύτηκε" },
  journey_post_form_shown: { en: "Form shown", gr: "Η φόρμα εμφανίζεται" },
  journey_post_form_load_failed: { en: "The form could not load", gr: "Η φόρμα δεν φορτώθηκε" },
  journey_post_form_change: { en: "type", gr: "πληκτρολογείτε" },
  journey_post_form_upload: { en: "attach a file or image", gr: "επισυνάπτετε αρχείο ή εικόνα" },
  journey_post_form_uploaded: { en: "File attached", gr: "Το αρχείο επισυνάφθηκε" },
  journey_post_form_upload_failed: { en: "Upload refused", gr: "Η μεταφόρτωση απορρίφθηκε" },
  journey_post_form_remove: { en: "remove an attachment", gr: "αφαιρείτε συνημμένο" },
  journey_post_form_submit: { en: "publish", gr: "δημοσιεύετε" },
  journey_post_form_invalid: { en: "Fields to correct", gr: "Πεδία προς διόρθωση" },
  journey_post_form_saved_event: { en: "Post published", gr: "Η ανακοίνωση δημοσιεύτηκε" },
  journey_post_form_save_failed: {
    en: "Not published, text kept",
    gr: "Δεν δημοσιεύτηκε, το κείμενο κρατήθηκε",
  },
} as const satisfies Record<string, CatalogueEntry>;
