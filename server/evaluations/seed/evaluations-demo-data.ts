import type { TemplateSection } from "../../../core/evaluations/checklist-rules";

/* The demo checklists head office wrote (Greek, as a Greek franchise group writes them). */

const q = (
  id: string,
  text: string,
  kind: "yes_no" | "score" | "number" | "text",
  weight: number,
  extra: { max?: number; photo?: boolean; task?: boolean } = {},
) => ({
  id,
  text,
  kind,
  weight,
  max: extra.max ?? 1,
  photo_required: extra.photo ?? false,
  creates_task: extra.task ?? false,
});

export const DEMO_TEMPLATES: readonly {
  readonly id: number;
  readonly title: string;
  readonly sections: TemplateSection[];
}[] = [
  {
    id: 1,
    title: "Υγιεινή και ασφάλεια καταστήματος",
    sections: [
      {
        title: "Κουζίνα",
        questions: [
          q("k1", "Οι θερμοκρασίες των ψυγείων είναι καταγεγραμμένες σήμερα;", "yes_no", 3, { task: true }),
          q("k2", "Θερμοκρασία ψυκτικού θαλάμου (°C)", "number", 0),
          q("k3", "Καθαριότητα επιφανειών εργασίας", "score", 4, { max: 5, task: true }),
        ],
      },
      {
        title: "Χώρος πελατών",
        questions: [
          q("c1", "Οι τουαλέτες είναι καθαρές και εφοδιασμένες;", "yes_no", 2, { task: true }),
          q("c2", "Η πινακίδα αλλεργιογόνων είναι ορατή;", "yes_no", 1),
          q("c3", "Παρατηρήσεις", "text", 0),
        ],
      },
    ],
  },
  {
    id: 2,
    title: "Εξυπηρέτηση πελατών",
    sections: [
      {
        title: "Ταμείο",
        questions: [
          q("t1", "Χαιρετισμός εντός 10 δευτερολέπτων", "yes_no", 2),
          q("t2", "Χρόνος αναμονής στην ουρά (λεπτά)", "number", 0),
          q("t3", "Ευγένεια προσωπικού", "score", 3, { max: 10 }),
        ],
      },
    ],
  },
];

/** The answers of a demo audit: `quality` from 0 (poor) to 3 (excellent) picks each answer. */
export function demoAnswer(kind: string, max: number, quality: number): string {
  if (kind === "yes_no") return quality === 0 ? "no" : quality === 1 ? "na" : "yes";
  if (kind === "score") return String(Math.round((max * (quality + 1)) / 4));
  if (kind === "number") return String(3 + quality);
  return quality >= 2 ? "Όλα εντάξει." : "Χρειάζεται προσοχή.";
}
