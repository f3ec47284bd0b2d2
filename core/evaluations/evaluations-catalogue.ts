import type { CataloguePart } from "../i18n/catalogue-entry";

/** The titles of the evaluations area: its sidebar entry and its screens. */
export const evaluationsMessages = {
  ui_menu_evaluations: { en: "Evaluations", gr: "Αξιολογήσεις" },
  ui_menu_evaluations_report: { en: "Evaluation reports", gr: "Αναφορές αξιολόγησης" },
  ui_menu_checklists: { en: "Checklists", gr: "Λίστες ελέγχου" },
  ui_route_evaluations: { en: "Evaluations", gr: "Αξιολογήσεις" },
  ui_route_evaluations_report: { en: "Evaluation reports", gr: "Αναφορές αξιολόγησης" },
  ui_route_checklists: { en: "Checklists", gr: "Λίστες ελέγχου" },
} as const satisfies CataloguePart;
