import type { CatalogueEntry } from "../i18n/catalogue-entry";

/**
 * The journey texts of the training area's machines (`npm run diagrams`, docs/flows/journeys/): what a
 * product owner reads instead of state and event names. Joined to the area's catalogue in
 * core/areas/area-catalogues.ts; a journey key (core/i18n/journey-texts.ts) is any `journey_` key.
 */
export const trainingJourneyMessages = {
  // ---- training (examTaking, examAuthoring) -----------------------------------------------------
  journey_screen_training: { en: "Training", gr: "Εκπαίδευση" },
  journey_screen_exam: { en: "Exam", gr: "Τεστ" },
  journey_screen_author: { en: "New exam", gr: "Νέο τεστ" },
  journey_exam_loading: { en: "1. Opening the exam", gr: "1. Άνοιγμα του τεστ" },
  journey_exam_answering: { en: "2. Answering the questions", gr: "2. Απαντήσεις στις ερωτήσεις" },
  journey_exam_confirming: { en: "3. Confirming the submission", gr: "3. Επιβεβαίωση υποβολής" },
  journey_exam_submitting: { en: "4. Scoring on the server", gr: "4. Βαθμολόγηση στον διακομιστή" },
  journey_exam_done: { en: "5. Reading the score", gr: "5. Ανάγνωση της βαθμολογίας" },
  journey_exam_opened: { en: "Exam opened", gr: "Το τεστ άνοιξε" },
  journey_exam_load_failed: { en: "Closed, taken or unreachable", gr: "Κλειστό, δοσμένο ή μη διαθέσιμο" },
  journey_exam_choose: { en: "Choose an answer", gr: "Επιλογή απάντησης" },
  journey_exam_submit: { en: "Submit", gr: "Υποβολή" },
  journey_exam_confirm: { en: "Confirm", gr: "Επιβεβαίωση" },
  journey_exam_cancel: { en: "Keep answering", gr: "Συνέχεια" },
  journey_exam_scored: { en: "Scored", gr: "Βαθμολογήθηκε" },
  journey_exam_submit_failed: {
    en: "Not submitted: answers kept",
    gr: "Δεν υποβλήθηκε: οι απαντήσεις μένουν",
  },
  journey_author_editing: { en: "1. Writing the exam", gr: "1. Σύνταξη του τεστ" },
  journey_author_saving: { en: "2. Scheduling", gr: "2. Προγραμματισμός" },
  journey_author_saved: { en: "3. Scheduled", gr: "3. Προγραμματίστηκε" },
  journey_author_edit: { en: "Edit", gr: "Αλλαγή" },
  journey_author_submit: { en: "Schedule", gr: "Προγραμματισμός" },
  journey_author_show_errors: { en: "Something is missing: shown", gr: "Κάτι λείπει: εμφανίζεται" },
  journey_author_scheduled: { en: "Scheduled", gr: "Προγραμματίστηκε" },
  journey_author_failed: { en: "Refused: draft kept", gr: "Απορρίφθηκε: το πρόχειρο μένει" },
  journey_screen_note: { en: "A note", gr: "Μια σημείωση" },
  journey_note_file_editing: { en: "1. Choosing and naming the file", gr: "1. Επιλογή και τίτλος αρχείου" },
  journey_note_file_uploading: { en: "2. Uploading", gr: "2. Αποστολή αρχείου" },
  journey_note_file_attaching: { en: "3. Adding it to the note", gr: "3. Προσθήκη στη σημείωση" },
  journey_note_file_choose: { en: "Choose a file", gr: "Επιλογή αρχείου" },
  journey_note_file_send: { en: "Add the file", gr: "Προσθήκη αρχείου" },
  journey_note_file_uploaded: { en: "Uploaded", gr: "Ανέβηκε" },
  journey_note_file_added: { en: "Added: the list shows it", gr: "Προστέθηκε: εμφανίζεται στη λίστα" },
} as const satisfies Record<string, CatalogueEntry>;
