/**
 * Titles of the sidebar entries of core/permissions' MENU_ENTRIES, by entry name. Greek titles are
 * written normally; the browser lowercases them and removes accents (spec section 9).
 */
export const MENU_TITLES: Readonly<Record<string, { readonly gr: string; readonly en: string }>> = {
  dashboard: { gr: "Αρχική", en: "Dashboard" },
  posts: { gr: "Ανακοινώσεις", en: "Posts" },
  tickets: { gr: "Αιτήματα", en: "Tickets" },
  tasks: { gr: "Εργασίες", en: "Tasks" },
  evaluations: { gr: "Αξιολογήσεις", en: "Evaluations" },
  "evaluations-report": { gr: "Αναφορές Αξιολογήσεων", en: "Evaluation reports" },
  checklists: { gr: "Λίστες Ελέγχου", en: "Checklists" },
  users: { gr: "Προσωπικό", en: "Staff" },
  licenses: { gr: "Άδειες", en: "Licences" },
  "equipment-maintenance": { gr: "Συντήρηση Εξοπλισμού", en: "Equipment maintenance" },
  information_material: { gr: "Ενημερωτικό Υλικό", en: "Information material" },
  faq: { gr: "Συχνές Ερωτήσεις", en: "FAQ" },
  training: { gr: "Εκπαίδευση", en: "Training" },
  "targit-reports": { gr: "Αναφορές Targit", en: "Targit reports" },
  "training-history": { gr: "Ιστορικό Εκπαίδευσης", en: "Training history" },
  training_material: { gr: "Εκπαιδευτικό Υλικό", en: "Training material" },
  account: { gr: "Λογαριασμός", en: "Account" },
  activity: { gr: "Δραστηριότητα", en: "Activity" },
  files: { gr: "Αρχεία", en: "Files" },
  settings: { gr: "Ρυθμίσεις", en: "Settings" },
  orders: { gr: "Παραγγελίες", en: "Orders" },
  subscriptions: { gr: "Συνδρομές", en: "Subscriptions" },
  invoices: { gr: "Τιμολόγια", en: "Invoices" },
  projects: { gr: "Έργα", en: "Projects" },
  api: { gr: "Τεκμηρίωση API", en: "API documentation" },
  about: { gr: "Σχετικά", en: "About" },
};
