/*
 * The tasks demo: head office's projects and a Greek to-do list for every store that has people,
 * with deadlines placed around the first seeding (overdue, today, tomorrow, later, none) and a few
 * tasks already done, so every view of /tasks and the completion log show something.
 */

/** Projects: ids fixed so a restart finds them. Dates are days from the seeding day. */
export const DEMO_PROJECTS = [
  { id: 1, title: "Καλοκαιρινό μενού 2026", startIn: -20, deadlineIn: 25 },
  { id: 2, title: "Ανακαίνιση βιτρίνας", startIn: -5, deadlineIn: 40 },
  { id: 3, title: "Υγιεινή και ασφάλεια τροφίμων (HACCP)", startIn: -60, deadlineIn: 10 },
  { id: 4, title: "Εκπαίδευση νέου προσωπικού", startIn: 0, deadlineIn: 60 },
] as const;

export interface DemoTask {
  readonly project: number | null;
  readonly title: string;
  readonly description: string;
  /** Days from the seeding day; null for no deadline. */
  readonly deadlineIn: number | null;
  /** The index of the store's person (in id order) it is assigned to; null for the whole store. */
  readonly person: number | null;
  /** Done this many days ago by the store's first person; null while open. */
  readonly doneDaysAgo: number | null;
}

/** The same list for every store with people; titles a Greek café-bakery chain would write. */
export const DEMO_TASKS: readonly DemoTask[] = [
  {
    project: 1,
    title: "Δοκιμή νέων κρύων ροφημάτων",
    description: "Παρασκευή των τριών νέων συνταγών και καταγραφή χρόνου παρασκευής.",
    deadlineIn: -2,
    person: 1,
    doneDaysAgo: null,
  },
  {
    project: 1,
    title: "Αλλαγή καταλόγου στον πάγκο",
    description: "Τοποθέτηση των νέων καρτών τιμών πριν το άνοιγμα.",
    deadlineIn: 0,
    person: null,
    doneDaysAgo: null,
  },
  {
    project: 1,
    title: "Παραγγελία ποτηριών 500 ml",
    description: "Δύο κιβώτια από την κεντρική αποθήκη.",
    deadlineIn: 1,
    person: 0,
    doneDaysAgo: null,
  },
  {
    project: 3,
    title: "Έλεγχος θερμοκρασιών ψυγείων",
    description: "Καταγραφή στο ημερολόγιο HACCP πρωί και απόγευμα.",
    deadlineIn: 3,
    person: 1,
    doneDaysAgo: null,
  },
  {
    project: 3,
    title: "Ανανέωση πιστοποιητικών υγείας",
    description: "Συγκέντρωση των βεβαιώσεων όλου του προσωπικού.",
    deadlineIn: 9,
    person: 0,
    doneDaysAgo: null,
  },
  {
    project: 2,
    title: "Φωτογράφιση βιτρίνας για το τμήμα marketing",
    description: "Τρεις φωτογραφίες από την είσοδο, με φυσικό φως.",
    deadlineIn: 12,
    person: null,
    doneDaysAgo: null,
  },
  {
    project: 4,
    title: "Πρόγραμμα εκπαίδευσης στην καφετιέρα",
    description: "Δύο ώρες με τον barista της περιοχής.",
    deadlineIn: null,
    person: 1,
    doneDaysAgo: null,
  },
  {
    project: null,
    title: "Απογραφή αναλωσίμων τέλους μήνα",
    description: "Καφές, γάλα, χαρτικά.",
    deadlineIn: 5,
    person: null,
    doneDaysAgo: null,
  },
  {
    project: 3,
    title: "Καθαρισμός απορροφητήρα",
    description: "Από συνεργείο· κράτηση ραντεβού.",
    deadlineIn: -6,
    person: 0,
    doneDaysAgo: 4,
  },
  {
    project: 1,
    title: "Γευστική δοκιμή με το προσωπικό",
    description: "",
    deadlineIn: -3,
    person: null,
    doneDaysAgo: 2,
  },
];
