/** The demo's information material and report library: real documents a store would be sent. */
export const DEMO_MATERIAL = [
  {
    id: 1,
    categoryGr: "Λειτουργία καταστήματος",
    categoryEn: "Store operations",
    titleGr: "Οδηγός λειτουργίας καταστήματος 2026",
    titleEn: "Store operations guide 2026",
    descriptionGr:
      "Ωράριο, άνοιγμα και κλείσιμο, ταμείο, ασφάλεια: όλες οι διαδικασίες του καταστήματος σε ένα έγγραφο.",
    descriptionEn:
      "Opening hours, opening and closing, the till, security: every store procedure in one document.",
    fileName: "οδηγός-λειτουργίας-2026.pdf",
    daysAgo: 40,
    paragraphs: [
      "Το κατάστημα ανοίγει στις 09:00 και κλείνει στις 21:00 τις καθημερινές, στις 18:00 το Σάββατο.",
      "Ο υπεύθυνος βάρδιας ελέγχει τον συναγερμό, το ταμείο και τη βιτρίνα πριν από το άνοιγμα.",
      "Στο κλείσιμο εκτυπώνεται η αναφορά Ζ και τα μετρητά φυλάσσονται στο χρηματοκιβώτιο.",
    ],
  },
  {
    id: 2,
    categoryGr: "Τιμοκατάλογοι",
    categoryEn: "Price lists",
    titleGr: "Τιμοκατάλογος χειμερινής συλλογής",
    titleEn: "Winter collection price list",
    descriptionGr: "Οι τιμές λιανικής της χειμερινής συλλογής, με ισχύ από την 1η Νοεμβρίου.",
    descriptionEn: "Retail prices of the winter collection, valid from 1 November.",
    fileName: "τιμοκατάλογος-χειμώνας.pdf",
    daysAgo: 23,
    paragraphs: [
      "Πλεκτά: από 39,90 €. Παλτά: από 119,00 €. Αξεσουάρ: από 9,90 €.",
      "Οι τιμές περιλαμβάνουν ΦΠΑ 24%. Οι ετικέτες αποστέλλονται με την επόμενη παράδοση.",
    ],
  },
  {
    id: 3,
    categoryGr: "Υγιεινή και ασφάλεια",
    categoryEn: "Health and safety",
    titleGr: "Σχέδιο εκκένωσης και πρώτες βοήθειες",
    titleEn: "Evacuation plan and first aid",
    descriptionGr: "Τι κάνει κάθε μέλος της ομάδας σε περίπτωση πυρκαγιάς, σεισμού ή τραυματισμού.",
    descriptionEn: "What each team member does in a fire, an earthquake or an injury.",
    fileName: "σχέδιο-εκκένωσης.pdf",
    daysAgo: 90,
    paragraphs: [
      "Σε περίπτωση πυρκαγιάς καλέστε το 199 και οδηγήστε τους πελάτες στην πλησιέστερη έξοδο.",
      "Το φαρμακείο πρώτων βοηθειών βρίσκεται στην αποθήκη, δίπλα στον πίνακα ρεύματος.",
    ],
  },
  {
    id: 4,
    categoryGr: "Έντυπα",
    categoryEn: "Forms",
    titleGr: "Έντυπο επιστροφής εμπορεύματος",
    titleEn: "Goods return form",
    descriptionGr: "Συμπληρώνεται για κάθε επιστροφή προϊόντων στην κεντρική αποθήκη.",
    descriptionEn: "Filled in for every return of products to the central warehouse.",
    fileName: "έντυπο-επιστροφής.pdf",
    daysAgo: 12,
    paragraphs: [
      "Κατάστημα: ____________   Ημερομηνία: ____________",
      "Κωδικός προϊόντος, ποσότητα, αιτία επιστροφής (ελαττωματικό, λάθος αποστολή, λήξη περιόδου).",
      "Υπογραφή υπευθύνου καταστήματος: ____________",
    ],
  },
  {
    id: 5,
    categoryGr: "Μάρκετινγκ",
    categoryEn: "Marketing",
    titleGr: "Πρόγραμμα προωθητικών ενεργειών Δεκεμβρίου",
    titleEn: "December promotions calendar",
    descriptionGr: "Οι προσφορές των γιορτών εβδομάδα προς εβδομάδα και το υλικό σήμανσης κάθε ενέργειας.",
    descriptionEn: "The holiday offers week by week and the signage for each of them.",
    fileName: "προωθητικές-δεκέμβριος.pdf",
    daysAgo: 3,
    paragraphs: [
      "1–7 Δεκεμβρίου: δώρο συσκευασία σε αγορές άνω των 50 €.",
      "8–24 Δεκεμβρίου: διπλοί πόντοι για τα μέλη του προγράμματος επιβράβευσης.",
    ],
  },
] as const;

export const DEMO_REPORTS = [
  {
    id: 1,
    folder: "Πωλήσεις",
    title: "Πωλήσεις ανά κατάστημα – Οκτώβριος",
    fileName: "πωλήσεις-οκτώβριος.csv",
    daysAgo: 20,
  },
  {
    id: 2,
    folder: "Πωλήσεις",
    title: "Πωλήσεις ανά κατηγορία – 3ο τρίμηνο",
    fileName: "πωλήσεις-γ-τρίμηνο.csv",
    daysAgo: 50,
  },
  {
    id: 3,
    folder: "Απόθεμα",
    title: "Απόθεμα ανά κατάστημα – εβδομάδα 46",
    fileName: "απόθεμα-εβδ-46.csv",
    daysAgo: 6,
  },
  { id: 4, folder: "Απόθεμα", title: "Αργοκίνητα είδη", fileName: "αργοκίνητα.csv", daysAgo: 14 },
  {
    id: 5,
    folder: "Ποιότητα",
    title: "Έλεγχοι ποιότητας – Οκτώβριος",
    fileName: "έλεγχοι-οκτώβριος.csv",
    daysAgo: 21,
  },
] as const;

export const DEMO_CONTRACTORS = [
  {
    id: 1,
    name: "Ηλεκτροτεχνική Αττικής ΑΕ",
    trade: "Ηλεκτρολογικές εργασίες",
    city: "Αθήνα",
    phone: "210 5234 100",
    email: "service@ilektrotechniki.example.gr",
  },
  {
    id: 2,
    name: "Κλιματισμός Βορρά ΕΠΕ",
    trade: "Συντήρηση κλιματισμού",
    city: "Θεσσαλονίκη",
    phone: "2310 456 789",
    email: "info@klimavorra.example.gr",
  },
  {
    id: 3,
    name: "Καθαριότητα Λάμψη",
    trade: "Καθαρισμός χώρων",
    city: "Αθήνα",
    phone: "210 9876 543",
    email: null,
  },
  {
    id: 4,
    name: "Ασφάλεια Φύλαξ ΑΕ",
    trade: "Συναγερμοί και φύλαξη",
    city: "Αθήνα",
    phone: "210 3344 556",
    email: "kentro@fylax.example.gr",
  },
  {
    id: 5,
    name: "Μεταφορική Ταχύδρομος",
    trade: "Μεταφορές εμπορευμάτων",
    city: "Ασπρόπυργος",
    phone: "210 5590 120",
    email: "dispatch@taxydromos.example.gr",
  },
  {
    id: 6,
    name: "Τυπογραφείο Γραμμή",
    trade: "Έντυπα και σήμανση",
    city: "Πάτρα",
    phone: "2610 334 221",
    email: "orders@grammi.example.gr",
  },
  {
    id: 7,
    name: "Κρήτη Τεχνική",
    trade: "Συντήρηση εξοπλισμού",
    city: "Ηράκλειο",
    phone: "2810 245 678",
    email: null,
  },
  {
    id: 8,
    name: "Απεντομώσεις Υγεία",
    trade: "Απεντόμωση και απολύμανση",
    city: "Λάρισα",
    phone: "2410 553 210",
    email: "ygeia@apentomosi.example.gr",
  },
] as const;

export const DEMO_PRODUCTS = [
  { id: 1, code: "ΠΛ-1001", name: "Πλεκτό ζιβάγκο μάλλινο", category: "Ένδυση", deliveryDays: 2 },
  { id: 2, code: "ΠΛ-1002", name: "Ζακέτα βαμβακερή", category: "Ένδυση", deliveryDays: 2 },
  { id: 3, code: "ΠΑ-2001", name: "Παλτό μάλλινο μακρύ", category: "Ένδυση", deliveryDays: 4 },
  { id: 4, code: "ΑΞ-3001", name: "Κασκόλ κασμίρ", category: "Αξεσουάρ", deliveryDays: 2 },
  { id: 5, code: "ΑΞ-3002", name: "Δερμάτινα γάντια", category: "Αξεσουάρ", deliveryDays: 3 },
  { id: 6, code: "ΑΞ-3003", name: "Δερμάτινη ζώνη", category: "Αξεσουάρ", deliveryDays: 2 },
  { id: 7, code: "ΥΠ-4001", name: "Υπηρεσία μεταποίησης", category: "Υπηρεσίες", deliveryDays: 5 },
  { id: 8, code: "ΥΠ-4002", name: "Συσκευασία δώρου", category: "Υπηρεσίες", deliveryDays: 1 },
  { id: 9, code: "ΥΠ-4003", name: "Παράδοση στο σπίτι", category: "Υπηρεσίες", deliveryDays: 3 },
] as const;

/** [store, product, note]: the islands get coats later, Patras does no alterations. */
export const DEMO_EXCEPTIONS = [
  [4, 3, "Παράδοση σε 6 εργάσιμες (ακτοπλοϊκή μεταφορά)"],
  [8, 3, "Παράδοση σε 6 εργάσιμες (ακτοπλοϊκή μεταφορά)"],
  [10, 3, "Παράδοση σε 7 εργάσιμες (ακτοπλοϊκή μεταφορά)"],
  [3, 7, "Δεν προσφέρεται: το κατάστημα δεν έχει ραφείο"],
  [1, 9, "Αυθημερόν παράδοση εντός Αθηνών"],
  [10, 9, "Δεν προσφέρεται εκτός πόλης της Ρόδου"],
] as const;

/** Head office's accounts (user 1, greg-user; user 7, corporate sign-in) write FAQ entries and pages. */
export const DEMO_EDITOR_IDS = [1, 7] as const;
