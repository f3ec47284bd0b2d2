import type { CatalogueEntry } from "../i18n/catalogue-entry";

/**
 * The journey texts of the tasks area's machines (`npm run diagrams`, docs/flows/journeys/): what a
 * product owner reads instead of state and event names. Joined to the area's catalogue in
 * core/areas/area-catalogues.ts; a journey key (core/i18n/journey-texts.ts) is any `journey_` key.
 */
export const tasksJourneyMessages = {
  // ---- Tasks (machines/tasks/) -------------------------------------------------------------------
  journey_screen_task_list: { en: "tasks", gr: "εργασίες" },
  journey_screen_task_form: { en: "new task form", gr: "φόρμα νέας εργασίας" },
  journey_task_form_closed: { en: "2. The store's tasks", gr: "2. Οι εργασίες του καταστήματος" },
  journey_task_form_loading: { en: "1. Loading people and projects", gr: "1. Φόρτωση ατόμων και έργων" },
  journey_task_form_filling: { en: "3. Filling in the task", gr: "3. Συμπλήρωση της εργασίας" },
  journey_task_form_sending: { en: "4. Sending the task", gr: "4. Αποστολή της εργασίας" },
  journey_task_form_open: { en: "open the new-task form", gr: "ανοίγετε τη φόρμα νέας εργασίας" },
  journey_task_form_close: { en: "close the form", gr: "κλείνετε τη φόρμα" },
  journey_task_form_edit: { en: "type (the draft is kept)", gr: "πληκτρολογείτε (το πρόχειρο κρατιέται)" },
  journey_task_form_submit: { en: "create the task", gr: "δημιουργείτε την εργασία" },
  journey_task_form_loaded: { en: "Form ready", gr: "Η φόρμα είναι έτοιμη" },
  journey_task_form_load_failed: { en: "The form could not load", gr: "Η φόρμα δεν φορτώθηκε" },
  journey_task_form_key: { en: "Sent once", gr: "Στέλνεται μία φορά" },
  journey_task_form_saved: {
    en: "Task created, e-mail to the person",
    gr: "Η εργασία δημιουργήθηκε, e-mail στο άτομο",
  },
  journey_task_form_failed: { en: "Not sent: the draft stays", gr: "Δεν στάλθηκε: το πρόχειρο μένει" },
} as const satisfies Record<string, CatalogueEntry>;
