import type { CataloguePart } from "../i18n/catalogue-entry";

/** The titles of the training area: its sidebar entry and its screens. */
export const trainingMessages = {
  ui_menu_training: { en: "Training", gr: "Εκπαίδευση" },
  ui_menu_training_history: { en: "Training history", gr: "Ιστορικό εκπαίδευσης" },
  ui_menu_training_material: { en: "Training material", gr: "Εκπαιδευτικό υλικό" },
  ui_route_training: { en: "Training", gr: "Εκπαίδευση" },
  ui_route_training_history: { en: "Training history", gr: "Ιστορικό εκπαίδευσης" },
  ui_route_training_material: { en: "Training material", gr: "Εκπαιδευτικό υλικό" },
  ui_route_training_files: { en: "Training files", gr: "Αρχεία εκπαίδευσης" },
  ui_route_notes: { en: "Notes", gr: "Σημειώσεις" },
  ui_route_note_videos: { en: "Videos", gr: "Βίντεο" },
} as const satisfies CataloguePart;
