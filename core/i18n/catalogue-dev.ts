import type { CataloguePart } from "./catalogue-entry";

/**
 * Texts of the QA tools: "Report a problem" (every user), the trace replay and flow diagram pages
 * (demo mode), and the trace decoder's problem keys (core/traces/decode-trace.ts). The replay
 * engine's own sentences (where a replay stopped, notes) are for QA engineers and stay in English.
 */
export const devMessages = {
  // ---- Report a problem ---------------------------------------------------------------------------
  ui_dev_report_problem: { en: "Report a problem", gr: "Αναφορά προβλήματος" },
  ui_dev_report_problem_hint: {
    en: "Saves a file of what the app just did, without passwords or personal data, to attach to your report.",
    gr: "Αποθηκεύει ένα αρχείο με ό,τι έκανε η εφαρμογή, χωρίς κωδικούς ή προσωπικά στοιχεία, για να το επισυνάψετε στην αναφορά σας.",
  },

  // ---- Trace decoder --------------------------------------------------------------------------------
  trace_not_json: {
    en: "The file is not JSON, so it cannot be a trace.",
    gr: "Το αρχείο δεν είναι JSON, άρα δεν μπορεί να είναι καταγραφή.",
  },
  trace_truncated: {
    en: "The trace file ends early: it was cut off while being saved or copied. Export it again.",
    gr: "Το αρχείο καταγραφής τελειώνει πρόωρα: κόπηκε κατά την αποθήκευση ή την αντιγραφή. Εξαγάγετέ το ξανά.",
  },
  trace_foreign: {
    en: "The file is not a trace of this portal.",
    gr: "Το αρχείο δεν είναι καταγραφή αυτής της πύλης.",
  },
  trace_future_version: {
    en: "The trace was written by a newer version of the portal. Use the replay of that version.",
    gr: "Η καταγραφή γράφτηκε από νεότερη έκδοση της πύλης. Χρησιμοποιήστε την αναπαραγωγή εκείνης της έκδοσης.",
  },
  trace_unknown_version: {
    en: "The trace has a format version this tool does not know.",
    gr: "Η καταγραφή έχει έκδοση μορφής που το εργαλείο δεν γνωρίζει.",
  },
  trace_malformed: {
    en: "The trace is damaged: an entry does not have the expected shape.",
    gr: "Η καταγραφή είναι κατεστραμμένη: μια εγγραφή δεν έχει την αναμενόμενη μορφή.",
  },
  trace_replay_failed: {
    en: "The replay stopped with an error in the app’s code: the details below are for the developers.",
    gr: "Η αναπαραγωγή σταμάτησε με σφάλμα στον κώδικα της εφαρμογής: οι λεπτομέρειες παρακάτω είναι για τους προγραμματιστές.",
  },
  trace_entries_missing: {
    en: "Entries are missing from the trace: it was edited after export.",
    gr: "Λείπουν εγγραφές από την καταγραφή: τροποποιήθηκε μετά την εξαγωγή.",
  },

  // ---- QA tools pages -------------------------------------------------------------------------------
  ui_dev_tools: { en: "QA tools", gr: "Εργαλεία ελέγχου" },
  ui_dev_not_available: {
    en: "These tools are available in demo mode only.",
    gr: "Τα εργαλεία αυτά είναι διαθέσιμα μόνο σε λειτουργία επίδειξης.",
  },
  ui_dev_replay_title: { en: "Trace replay", gr: "Αναπαραγωγή καταγραφής" },
  ui_dev_replay_lead: {
    en: "Open a trace saved with “Report a problem”: each step is replayed through the app’s state machines and compared with what was recorded.",
    gr: "Ανοίξτε μια καταγραφή που αποθηκεύτηκε με την «Αναφορά προβλήματος»: κάθε βήμα αναπαράγεται στις μηχανές καταστάσεων της εφαρμογής και συγκρίνεται με όσα καταγράφηκαν.",
  },
  ui_dev_choose_trace: { en: "Choose a trace file", gr: "Επιλογή αρχείου καταγραφής" },
  ui_dev_drop_trace: { en: "or drop it here", gr: "ή αφήστε το εδώ" },
  ui_dev_trace_unreadable: {
    en: "{file} cannot be replayed",
    gr: "Το {file} δεν μπορεί να αναπαραχθεί",
  },
  ui_dev_trace_summary: {
    en: "{file}: recorded {recordedAt} by version {appVersion}, {entries} entries.",
    gr: "{file}: καταγράφηκε {recordedAt} από την έκδοση {appVersion}, {entries} εγγραφές.",
  },
  ui_dev_trace_dropped: {
    en: "The {dropped} oldest entries were not kept.",
    gr: "Οι {dropped} παλαιότερες εγγραφές δεν κρατήθηκαν.",
  },
  ui_dev_replay_passed: {
    en: "Every state matched the recording.",
    gr: "Όλες οι καταστάσεις συμφωνούν με την καταγραφή.",
  },
  ui_dev_replay_diverged: {
    en: "The replay differs from the recording.",
    gr: "Η αναπαραγωγή διαφέρει από την καταγραφή.",
  },
  ui_dev_replay_summary: {
    en: "Steps replayed: {steps}; machine runs: {runs}. Every state matched the recording.",
    gr: "Βήματα που αναπαράχθηκαν: {steps}· εκτελέσεις μηχανών: {runs}. Κάθε κατάσταση συμφώνησε με την καταγραφή.",
  },
  ui_dev_replay_not_replayed_one: {
    en: "Runs not replayed: {count} (see the notes).",
    gr: "Εκτελέσεις που δεν αναπαράχθηκαν: {count} (δείτε τις σημειώσεις).",
  },
  ui_dev_replay_not_replayed_other: {
    en: "Runs not replayed: {count} (see the notes).",
    gr: "Εκτελέσεις που δεν αναπαράχθηκαν: {count} (δείτε τις σημειώσεις).",
  },
  ui_dev_trace_saved: {
    en: "The trace was saved to your downloads as {file}. Attach it to your bug report.",
    gr: "Η καταγραφή αποθηκεύτηκε στις λήψεις σας ως {file}. Επισυνάψτε την στην αναφορά σφάλματος.",
  },
  ui_dev_first_difference: { en: "First difference", gr: "Πρώτη διαφορά" },
  ui_dev_go_to_difference: { en: "Go to the first difference", gr: "Μετάβαση στην πρώτη διαφορά" },
  ui_dev_previous_step: { en: "Previous step", gr: "Προηγούμενο βήμα" },
  ui_dev_next_step: { en: "Next step", gr: "Επόμενο βήμα" },
  ui_dev_step_of: { en: "{current} of {total} steps", gr: "{current} από {total} βήματα" },
  ui_dev_keys_hint: {
    en: "The ← and → keys move between steps.",
    gr: "Τα πλήκτρα ← και → μετακινούν ανάμεσα στα βήματα.",
  },
  ui_dev_steps: { en: "Steps", gr: "Βήματα" },
  ui_dev_col_step: { en: "Step", gr: "Βήμα" },
  ui_dev_col_time: { en: "Time", gr: "Χρόνος" },
  ui_dev_col_event: { en: "Event", gr: "Συμβάν" },
  ui_dev_col_expected: { en: "Expected (recorded)", gr: "Αναμενόμενη (καταγραφή)" },
  ui_dev_col_actual: { en: "Actual (replayed)", gr: "Πραγματική (αναπαραγωγή)" },
  ui_dev_step_ok: { en: "matches", gr: "συμφωνεί" },
  ui_dev_step_differs: { en: "differs", gr: "διαφέρει" },
  ui_dev_notes: { en: "Notes", gr: "Σημειώσεις" },
  ui_dev_machine_run: { en: "{machine}, run {run}", gr: "{machine}, εκτέλεση {run}" },
  ui_dev_legend_current: { en: "Current state", gr: "Τρέχουσα κατάσταση" },
  ui_dev_legend_expected: { en: "Recorded state (differs)", gr: "Καταγεγραμμένη κατάσταση (διαφέρει)" },

  // ---- Flow diagrams --------------------------------------------------------------------------------
  ui_dev_outbox_title: { en: "Outbox", gr: "Εξερχόμενα" },
  ui_dev_outbox_lead: {
    en: "E-mails and SMS the portal would have sent (demo mode keeps them here): registration links, codes, reset links.",
    gr: "Τα email και SMS που θα έστελνε η πύλη (στη λειτουργία επίδειξης μένουν εδώ): σύνδεσμοι εγγραφής, κωδικοί, σύνδεσμοι επαναφοράς.",
  },
  ui_dev_outbox_refresh: { en: "Refresh", gr: "Ανανέωση" },
  ui_dev_outbox_empty: { en: "Nothing has been sent yet.", gr: "Δεν έχει σταλεί τίποτα ακόμη." },
  ui_dev_outbox_failed: { en: "The outbox could not be loaded.", gr: "Τα εξερχόμενα δεν φορτώθηκαν." },
  ui_dev_outbox_sms: { en: "SMS", gr: "Μήνυμα SMS" },
  ui_dev_outbox_email: { en: "E-mail", gr: "Ηλεκτρονικό μήνυμα" },
  ui_dev_outbox_to: { en: "to {to}", gr: "προς {to}" },
  ui_dev_flows_title: { en: "Flow diagrams", gr: "Διαγράμματα ροής" },
  ui_dev_flows_lead: {
    en: "Drawn from the app’s state machines. A box is a state, an arrow is what moves the flow on, and a box inside a box is a step within a step.",
    gr: "Σχεδιάζονται από τις μηχανές καταστάσεων της εφαρμογής. Κάθε πλαίσιο είναι μια κατάσταση, κάθε βέλος ό,τι προχωρά τη ροή, και ένα πλαίσιο μέσα σε άλλο είναι ένα βήμα μέσα σε βήμα.",
  },
  ui_dev_machines: { en: "Flows", gr: "Ροές" },
  ui_dev_version: { en: "version {version}", gr: "έκδοση {version}" },
  ui_dev_diagram_alt: {
    en: "Flow diagram of {machine}",
    gr: "Διάγραμμα ροής του {machine}",
  },
  ui_dev_diagram_alt_current: {
    en: "Flow diagram of {machine}; the current state, {state}, is highlighted",
    gr: "Διάγραμμα ροής του {machine}· επισημαίνεται η τρέχουσα κατάσταση, {state}",
  },
  ui_dev_diagram_missing: {
    en: "No diagram for {machine} yet: run npm run diagrams.",
    gr: "Δεν υπάρχει ακόμη διάγραμμα για το {machine}: εκτελέστε npm run diagrams.",
  },
  ui_dev_view_journey: { en: "Journey", gr: "Διαδρομή" },
  ui_dev_view_technical: { en: "Technical (developers, QA)", gr: "Τεχνικό (προγραμματιστές, QA)" },
  ui_dev_views: { en: "Views of the flow", gr: "Όψεις της ροής" },
  ui_dev_journey_alt: {
    en: "Journey of {machine}: its steps top to bottom, failures to the side",
    gr: "Διαδρομή του {machine}: τα βήματα από πάνω προς τα κάτω, οι αποτυχίες στο πλάι",
  },
  ui_dev_zoom_fit: { en: "Whole diagram", gr: "Όλο το διάγραμμα" },
  ui_dev_zoom_actual: { en: "Actual size", gr: "Πραγματικό μέγεθος" },
  ui_dev_mermaid_source_plain: { en: "Mermaid source", gr: "Κώδικας Mermaid" },
  ui_dev_mermaid_source: {
    en: "Mermaid source, current state marked",
    gr: "Κώδικας Mermaid, με σημειωμένη την τρέχουσα κατάσταση",
  },
} as const satisfies CataloguePart;
