import type { CatalogueEntry } from "../i18n/catalogue-entry";

/**
 * The journey texts of the evaluations area's machines (`npm run diagrams`, docs/flows/journeys/),
 * joined to its catalogue in core/areas/area-catalogues.ts.
 */
export const evaluationsJourneyMessages = {
  journey_screen_checklist: { en: "a checklist on the phone", gr: "μια λίστα ελέγχου στο κινητό" },
  journey_screen_template_editor: {
    en: "the checklist template form",
    gr: "η φόρμα προτύπου λίστας ελέγχου",
  },
  journey_checklist_opening: { en: "1. Open the checklist", gr: "1. Άνοιγμα της λίστας" },
  journey_checklist_filling: {
    en: "2. Answer, add notes and photos (kept on the device)",
    gr: "2. Απαντήσεις, σημειώσεις, φωτογραφίες (μένουν στη συσκευή)",
  },
  journey_checklist_sending: { en: "3. Submit once", gr: "3. Υποβολή μία φορά" },
  journey_checklist_sent: { en: "4. Submitted: score and tasks", gr: "4. Υποβλήθηκε: βαθμός και εργασίες" },
  journey_checklist_loaded: { en: "Loaded", gr: "Φορτώθηκε" },
  journey_checklist_load_failed: { en: "It could not be loaded", gr: "Δεν ήταν δυνατή η φόρτωση" },
  journey_checklist_photo: { en: "take or choose a photo", gr: "τραβάτε ή επιλέγετε φωτογραφία" },
  journey_checklist_photo_added: { en: "Photo added", gr: "Η φωτογραφία προστέθηκε" },
  journey_checklist_photo_failed: { en: "The photo was not uploaded", gr: "Η φωτογραφία δεν ανέβηκε" },
  journey_checklist_submit: { en: "submit", gr: "υποβάλλετε" },
  journey_checklist_key: { en: "The request gets its key", gr: "Το αίτημα παίρνει το κλειδί του" },
  journey_checklist_sent_event: { en: "Saved once", gr: "Αποθηκεύτηκε μία φορά" },
  journey_checklist_failed: {
    en: "Not submitted (answers and key kept)",
    gr: "Δεν υποβλήθηκε (απαντήσεις και κλειδί μένουν)",
  },
  journey_template_write: { en: "1. Write sections and questions", gr: "1. Ενότητες και ερωτήσεις" },
  journey_template_publishing: { en: "2. Publish", gr: "2. Δημοσίευση" },
  journey_template_published: { en: "3. Published", gr: "3. Δημοσιεύτηκε" },
  journey_template_publish: { en: "publish", gr: "δημοσιεύετε" },
  journey_template_publish_failed: {
    en: "It was not published (the draft is kept)",
    gr: "Δεν δημοσιεύτηκε (το πρόχειρο κρατιέται)",
  },
  journey_template_write_another: { en: "write another", gr: "γράφετε άλλο" },
} as const satisfies Record<string, CatalogueEntry>;
