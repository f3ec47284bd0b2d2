import type { CataloguePart } from "../i18n/catalogue-entry";

/** The texts of the training area: its sidebar entries, screens, exams and the server's answers. */
export const trainingMessages = {
  ui_menu_training: { en: "Training", gr: "Εκπαίδευση" },
  ui_menu_training_history: { en: "Training history", gr: "Ιστορικό εκπαίδευσης" },
  ui_menu_training_material: { en: "Training material", gr: "Εκπαιδευτικό υλικό" },
  ui_route_training: { en: "Training", gr: "Εκπαίδευση" },
  ui_route_training_history: { en: "Training history", gr: "Ιστορικό εκπαίδευσης" },
  ui_route_training_material: { en: "Training material", gr: "Εκπαιδευτικό υλικό" },
  ui_route_training_files: { en: "Training files", gr: "Αρχεία εκπαίδευσης" },
  ui_route_notes: { en: "Notes", gr: "Σημειώσεις" },
  // The groups of the search's hits (server/training/services/search/).
  ui_search_source_training_material: { en: "Training material", gr: "Εκπαιδευτικό υλικό" },
  ui_search_source_trainings: { en: "Trainings", gr: "Εκπαιδεύσεις" },
  ui_search_source_notes: { en: "Notes", gr: "Σημειώσεις" },
  ui_route_note_videos: { en: "Videos", gr: "Βίντεο" },
  ui_training_screens: { en: "Training screens", gr: "Ενότητες εκπαίδευσης" },
  ui_training_material_lead: {
    en: "Open an item to read it, download its files or watch its videos.",
    gr: "Ανοίξτε ένα θέμα για να το διαβάσετε, να κατεβάσετε τα αρχεία του ή να δείτε τα βίντεό του.",
  },
  ui_material_no_content: {
    en: "Nothing has been added to this item yet.",
    gr: "Δεν έχει προστεθεί ακόμη περιεχόμενο σε αυτό το θέμα.",
  },

  // /training
  ui_training_lead: {
    en: "Your trainings and the exams waiting for you.",
    gr: "Οι εκπαιδεύσεις σας και τα τεστ που σας περιμένουν.",
  },
  ui_training_exams_open: { en: "Exams to take", gr: "Τεστ προς συμπλήρωση" },
  ui_training_exams_open_empty: { en: "No exam is waiting for you.", gr: "Δεν σας περιμένει κανένα τεστ." },
  ui_training_current: { en: "In progress", gr: "Σε εξέλιξη" },
  ui_training_current_empty: { en: "No training is in progress.", gr: "Καμία εκπαίδευση σε εξέλιξη." },
  ui_training_upcoming: { en: "Upcoming", gr: "Προσεχώς" },
  ui_training_upcoming_empty: { en: "No training is scheduled.", gr: "Δεν έχει προγραμματιστεί εκπαίδευση." },
  ui_training_taken: { en: "Exams you have taken", gr: "Τεστ που έχετε δώσει" },
  ui_training_dates: { en: "{start} – {end}", gr: "{start} έως {end}" },
  ui_training_exam_badge: { en: "Exam", gr: "Τεστ" },
  ui_training_exam_meta_one: {
    en: "{count} question · pass mark {mark}",
    gr: "{count} ερώτηση · βάση {mark}",
  },
  ui_training_exam_meta_other: {
    en: "{count} questions · pass mark {mark}",
    gr: "{count} ερωτήσεις · βάση {mark}",
  },
  ui_training_time_limit: { en: "about {minutes} minutes", gr: "περίπου {minutes} λεπτά" },
  ui_training_take_exam: { en: "Take the exam", gr: "Συμπλήρωση τεστ" },
  ui_training_continue_exam: { en: "Continue the exam", gr: "Συνέχεια τεστ" },
  ui_training_your_score: { en: "Your score: {score}", gr: "Η βαθμολογία σας: {score}" },
  ui_training_passed: { en: "Passed", gr: "Επιτυχία" },
  ui_training_failed: { en: "Not passed", gr: "Αποτυχία" },
  ui_training_load_failed: {
    en: "Your trainings could not be loaded.",
    gr: "Δεν ήταν δυνατή η φόρτωση των εκπαιδεύσεων.",
  },
  ui_training_new_exam: { en: "Schedule an exam", gr: "Προγραμματισμός τεστ" },
  ui_training_pending_note: {
    en: "An exam is waiting for you: take it before it closes.",
    gr: "Σας περιμένει τεστ: συμπληρώστε το πριν κλείσει.",
  },
  ui_sidebar_pending_exam_badge: { en: "Exam to take", gr: "Τεστ σε εκκρεμότητα" },

  // Taking an exam (/training?exam=<id>)
  ui_exam_question_of: { en: "Question {n} of {total}", gr: "Ερώτηση {n} από {total}" },
  ui_exam_pick_one: { en: "Choose one answer", gr: "Επιλέξτε μία απάντηση" },
  ui_exam_pick_many: { en: "Choose every right answer", gr: "Επιλέξτε όλες τις σωστές απαντήσεις" },
  ui_exam_kept: {
    en: "Your answers are kept on this device until you submit them.",
    gr: "Οι απαντήσεις σας φυλάσσονται σε αυτή τη συσκευή μέχρι να τις υποβάλετε.",
  },
  ui_exam_answered_one: { en: "{count} of {total} answered", gr: "{count} από {total} απαντημένες" },
  ui_exam_answered_other: { en: "{count} of {total} answered", gr: "{count} από {total} απαντημένες" },
  ui_exam_submit: { en: "Submit answers", gr: "Υποβολή απαντήσεων" },
  ui_exam_submitting: { en: "Submitting…", gr: "Υποβολή…" },
  ui_exam_confirm: {
    en: "Submit your answers? The exam can be taken once.",
    gr: "Υποβολή των απαντήσεων; Το τεστ συμπληρώνεται μία φορά.",
  },
  ui_exam_confirm_unanswered_one: {
    en: "{count} question has no answer and will count as wrong.",
    gr: "{count} ερώτηση δεν έχει απάντηση και θα μετρήσει ως λάθος.",
  },
  ui_exam_confirm_unanswered_other: {
    en: "{count} questions have no answer and will count as wrong.",
    gr: "{count} ερωτήσεις δεν έχουν απάντηση και θα μετρήσουν ως λάθος.",
  },
  ui_exam_confirm_yes: { en: "Submit", gr: "Υποβολή" },
  ui_exam_confirm_no: { en: "Keep answering", gr: "Συνέχεια" },
  ui_exam_back: { en: "Back to training", gr: "Πίσω στην εκπαίδευση" },
  ui_exam_result_title: { en: "Your result", gr: "Το αποτέλεσμά σας" },
  ui_exam_result_score: {
    en: "{score} · {correct} of {total} right",
    gr: "{score} · {correct} από {total} σωστές",
  },
  ui_exam_pass_mark: { en: "Pass mark: {mark}", gr: "Βάση: {mark}" },
  ui_exam_load_failed: { en: "The exam could not be opened.", gr: "Δεν ήταν δυνατό το άνοιγμα του τεστ." },

  // /training-history
  ui_history_results: { en: "Exam results", gr: "Αποτελέσματα τεστ" },
  ui_history_results_empty: { en: "You have not taken an exam yet.", gr: "Δεν έχετε δώσει ακόμη τεστ." },
  ui_history_archive: { en: "Past trainings", gr: "Προηγούμενες εκπαιδεύσεις" },
  ui_history_archive_empty: {
    en: "No training has ended yet.",
    gr: "Καμία εκπαίδευση δεν έχει ολοκληρωθεί.",
  },
  ui_history_average: { en: "Average score", gr: "Μέσος όρος" },
  ui_history_exams_count_one: { en: "{count} exam", gr: "{count} τεστ" },
  ui_history_exams_count_other: { en: "{count} exams", gr: "{count} τεστ" },
  ui_history_no_average: { en: "No score yet", gr: "Χωρίς βαθμολογία ακόμη" },
  ui_history_more: { en: "Show more", gr: "Περισσότερα" },
  ui_history_not_taken: { en: "Not taken", gr: "Δεν συμπληρώθηκε" },

  // Staff results (franchisee, store manager, head office)
  // Head office's scheduled exams (issue #33 item 9)
  ui_training_exam_scheduled: {
    en: "The exam “{title}” is scheduled: open from {start} to {end}. It is marked in the list below.",
    gr: "Το τεστ «{title}» προγραμματίστηκε: ανοιχτό από {start} έως {end}. Σημειώνεται στη λίστα παρακάτω.",
  },
  ui_scheduled_exams_title: { en: "Exams you have scheduled", gr: "Τεστ που έχετε προγραμματίσει" },
  ui_scheduled_exams_empty: {
    en: "No exam has been scheduled yet.",
    gr: "Δεν έχει προγραμματιστεί ακόμη κανένα τεστ.",
  },
  ui_scheduled_exam_upcoming: { en: "Not open yet", gr: "Δεν έχει ανοίξει" },
  ui_scheduled_exam_open: { en: "Open", gr: "Ανοιχτό" },
  ui_scheduled_exam_closed: { en: "Closed", gr: "Έκλεισε" },
  ui_scheduled_exam_window: { en: "Window:", gr: "Διάστημα:" },
  ui_scheduled_exam_for: { en: "For: {roles}", gr: "Για: {roles}" },
  ui_scheduled_exam_nobody: { en: "Nobody has taken it yet.", gr: "Κανείς δεν το έχει δώσει ακόμη." },
  ui_scheduled_exam_taken_by_one: { en: "Taken by {count} person:", gr: "Το έδωσε {count} άτομο:" },
  ui_scheduled_exam_taken_by_other: { en: "Taken by {count} people:", gr: "Το έδωσαν {count} άτομα:" },

  ui_progress_title: { en: "Your staff's exam results", gr: "Αποτελέσματα τεστ προσωπικού" },
  ui_progress_empty: {
    en: "Nobody in your stores has taken an exam yet.",
    gr: "Κανείς στα καταστήματά σας δεν έχει δώσει τεστ.",
  },
  ui_progress_person: { en: "Person", gr: "Άτομο" },
  ui_progress_exam: { en: "Exam", gr: "Τεστ" },
  ui_progress_score: { en: "Score", gr: "Βαθμός" },
  ui_progress_date: { en: "Date", gr: "Ημερομηνία" },
  ui_progress_store: { en: "Store", gr: "Κατάστημα" },

  // /training_material
  ui_training_material_empty: {
    en: "No training material yet.",
    gr: "Δεν υπάρχει ακόμη εκπαιδευτικό υλικό.",
  },
  ui_material_load_failed: {
    en: "The training material could not be loaded.",
    gr: "Δεν ήταν δυνατή η φόρτωση του εκπαιδευτικού υλικού.",
  },

  // /notes
  ui_notes_lead: { en: "Short lessons to keep at hand.", gr: "Σύντομα μαθήματα για να τα έχετε πρόχειρα." },
  ui_notes_empty: { en: "No notes yet.", gr: "Δεν υπάρχουν ακόμη σημειώσεις." },
  ui_notes_load_failed: {
    en: "The notes could not be loaded.",
    gr: "Δεν ήταν δυνατή η φόρτωση των σημειώσεων.",
  },
  ui_notes_back: { en: "All notes", gr: "Όλες οι σημειώσεις" },

  // Files and videos (/training-files, /note-videos, a note's files, head office's attach form)
  ui_training_files_lead: {
    en: "Documents and pictures head office shared with you.",
    gr: "Έγγραφα και εικόνες που μοιράστηκε μαζί σας η κεντρική διοίκηση.",
  },
  ui_training_files_empty: { en: "No files yet.", gr: "Δεν υπάρχουν ακόμη αρχεία." },
  ui_training_files_load_failed: {
    en: "The files could not be loaded.",
    gr: "Τα αρχεία δεν φορτώθηκαν.",
  },
  ui_training_file_download: { en: "Download {name}", gr: "Λήψη {name}" },
  ui_training_file_meta: { en: "{type}, {size}, added {date}", gr: "{type}, {size}, προστέθηκε {date}" },
  ui_training_file_on_note: { en: "From the note “{title}”", gr: "Από τη σημείωση «{title}»" },
  ui_note_videos_lead: {
    en: "Short videos of the notes, with captions where given.",
    gr: "Σύντομα βίντεο των σημειώσεων, με υπότιτλους όπου υπάρχουν.",
  },
  ui_note_videos_empty: { en: "No videos yet.", gr: "Δεν υπάρχουν ακόμη βίντεο." },
  ui_note_videos_load_failed: {
    en: "The videos could not be loaded.",
    gr: "Τα βίντεο δεν φορτώθηκαν.",
  },
  ui_note_video_captions: { en: "Captions", gr: "Υπότιτλοι" },
  ui_note_files: { en: "Files of this note", gr: "Αρχεία της σημείωσης" },
  ui_material_files: { en: "Files of the material", gr: "Αρχεία του υλικού" },
  ui_material_files_empty: {
    en: "No files on the material yet.",
    gr: "Δεν υπάρχουν ακόμη αρχεία στο υλικό.",
  },
  ui_note_files_empty: { en: "This note has no files.", gr: "Η σημείωση δεν έχει αρχεία." },
  ui_note_attach_title: { en: "Add a file to this note", gr: "Προσθήκη αρχείου στη σημείωση" },
  ui_note_attach_file: { en: "File (PDF or picture)", gr: "Αρχείο (PDF ή εικόνα)" },
  ui_note_attach_name: { en: "Title", gr: "Τίτλος" },
  ui_note_attach_roles: {
    en: "Who sees it (none ticked: everyone)",
    gr: "Ποιοι το βλέπουν (χωρίς επιλογή: όλοι)",
  },
  ui_note_attach_submit: { en: "Add the file", gr: "Προσθήκη αρχείου" },
  ui_note_attach_saved: { en: "The file was added", gr: "Το αρχείο προστέθηκε" },
  b2b_training_file_title_invalid: {
    en: "Please give the file a title (up to 200 characters)",
    gr: "Δώστε στο αρχείο τίτλο (έως 200 χαρακτήρες)",
  },
  b2b_training_file_missing: { en: "Please choose a file", gr: "Επιλέξτε αρχείο" },
  b2b_training_file_unusable: {
    en: "That file can no longer be used. Please choose it again.",
    gr: "Το αρχείο δεν μπορεί πια να χρησιμοποιηθεί. Επιλέξτε το ξανά.",
  },

  // Head office's new exam
  ui_author_title: { en: "Schedule an exam", gr: "Προγραμματισμός τεστ" },
  ui_author_lead: {
    en: "Write the questions, mark the right answers and choose who takes it and when.",
    gr: "Γράψτε τις ερωτήσεις, σημειώστε τις σωστές απαντήσεις και επιλέξτε ποιοι και πότε.",
  },
  ui_author_field_title: { en: "Title", gr: "Τίτλος" },
  ui_author_field_description: { en: "Description", gr: "Περιγραφή" },
  ui_author_field_start: { en: "Opens on", gr: "Ανοίγει στις" },
  ui_author_field_end: { en: "Closes after", gr: "Κλείνει μετά τις" },
  ui_author_field_pass_mark: { en: "Pass mark (%)", gr: "Βάση (%)" },
  ui_author_field_time_limit: { en: "Time (minutes, optional)", gr: "Χρόνος (λεπτά, προαιρετικό)" },
  ui_author_field_roles: { en: "Who takes it", gr: "Ποιοι το συμπληρώνουν" },
  ui_author_question: { en: "Question {n}", gr: "Ερώτηση {n}" },
  ui_author_question_text: { en: "Question text", gr: "Κείμενο ερώτησης" },
  ui_author_choice: { en: "Answer {n}", gr: "Απάντηση {n}" },
  ui_author_choice_right: { en: "Right answer {n}", gr: "Σωστή απάντηση {n}" },
  ui_author_multiple: { en: "More than one right answer", gr: "Περισσότερες από μία σωστές" },
  ui_author_add_choice: { en: "Add an answer", gr: "Προσθήκη απάντησης" },
  ui_author_remove_choice: { en: "Remove answer {n}", gr: "Αφαίρεση απάντησης {n}" },
  ui_author_add_question: { en: "Add a question", gr: "Προσθήκη ερώτησης" },
  ui_author_remove_question: { en: "Remove question {n}", gr: "Αφαίρεση ερώτησης {n}" },
  ui_author_save: { en: "Schedule the exam", gr: "Προγραμματισμός" },
  ui_author_saving: { en: "Saving…", gr: "Αποθήκευση…" },
  ui_author_cancel: { en: "Cancel", gr: "Ακύρωση" },
  ui_author_draft_kept: {
    en: "Your draft is kept on this device until the exam is scheduled.",
    gr: "Το πρόχειρο φυλάσσεται σε αυτή τη συσκευή μέχρι τον προγραμματισμό.",
  },

  // The server's answers
  b2b_training_saved: { en: "The exam was scheduled.", gr: "Το τεστ προγραμματίστηκε." },
  b2b_exam_closed: { en: "This exam is not open now.", gr: "Το τεστ δεν είναι ανοιχτό αυτή τη στιγμή." },
  b2b_exam_already_taken: {
    en: "You have already taken this exam.",
    gr: "Έχετε ήδη συμπληρώσει αυτό το τεστ.",
  },
  b2b_exam_answer_unknown_question: {
    en: "An answer is for a question that is not in this exam. Reload the exam; your attempt is not used.",
    gr: "Μια απάντηση αφορά ερώτηση που δεν υπάρχει σε αυτό το τεστ. Ανανεώστε το τεστ· η προσπάθειά σας δεν χάθηκε.",
  },
  b2b_exam_answer_repeated_question: {
    en: "A question was answered twice. Reload the exam; your attempt is not used.",
    gr: "Μια ερώτηση απαντήθηκε δύο φορές. Ανανεώστε το τεστ· η προσπάθειά σας δεν χάθηκε.",
  },
  b2b_exam_answer_unknown_choice: {
    en: "An answer picks a choice the question does not have. Reload the exam; your attempt is not used.",
    gr: "Μια απάντηση επιλέγει κάτι που η ερώτηση δεν έχει. Ανανεώστε το τεστ· η προσπάθειά σας δεν χάθηκε.",
  },
  b2b_training_title_invalid: {
    en: "The title needs 3 to 200 characters.",
    gr: "Ο τίτλος χρειάζεται από 3 έως 200 χαρακτήρες.",
  },
  b2b_training_description_too_long: {
    en: "The description can have up to 2,000 characters.",
    gr: "Η περιγραφή μπορεί να έχει έως 2.000 χαρακτήρες.",
  },
  b2b_training_dates_required: { en: "Choose a date.", gr: "Επιλέξτε ημερομηνία." },
  b2b_training_end_before_start: {
    en: "The exam cannot close before it opens.",
    gr: "Το τεστ δεν μπορεί να κλείνει πριν ανοίξει.",
  },
  b2b_training_end_in_past: { en: "The closing date has passed.", gr: "Η ημερομηνία λήξης έχει περάσει." },
  b2b_training_pass_mark_invalid: {
    en: "The pass mark is a whole number from 1 to 100.",
    gr: "Η βάση είναι ακέραιος από 1 έως 100.",
  },
  b2b_training_time_limit_invalid: {
    en: "The time is a whole number of minutes from 1 to 240, or empty.",
    gr: "Ο χρόνος είναι ακέραιος αριθμός λεπτών από 1 έως 240 ή κενός.",
  },
  b2b_training_roles_required: { en: "Choose at least one role.", gr: "Επιλέξτε τουλάχιστον έναν ρόλο." },
  b2b_training_questions_required: {
    en: "An exam has 1 to 40 questions.",
    gr: "Ένα τεστ έχει από 1 έως 40 ερωτήσεις.",
  },
  b2b_training_question_text_required: {
    en: "Write the question (up to 500 characters).",
    gr: "Γράψτε την ερώτηση (έως 500 χαρακτήρες).",
  },
  b2b_training_question_choices_invalid: {
    en: "Fill in 2 to 8 answers (up to 200 characters each).",
    gr: "Συμπληρώστε από 2 έως 8 απαντήσεις (έως 200 χαρακτήρες η καθεμία).",
  },
  b2b_training_question_correct_invalid: {
    en: "Mark the right answer (one, unless more than one is allowed).",
    gr: "Σημειώστε τη σωστή απάντηση (μία, εκτός αν επιτρέπονται περισσότερες).",
  },
} as const satisfies CataloguePart;
