/** The demo's custom pages: the terms (public, linked from registration), the about page, a policy, a link. */
export const DEMO_PAGES = [
  {
    id: 1,
    identifier: "terms",
    titleGr: "Όροι χρήσης",
    titleEn: "Terms of use",
    bodyGr:
      "<h2>Όροι χρήσης της πύλης συνεργατών</h2><p>Η πύλη προορίζεται αποκλειστικά για τους συνεργάτες και το προσωπικό του δικτύου. Τα στοιχεία που βλέπετε είναι εμπιστευτικά και δεν κοινοποιούνται σε τρίτους.</p><h3>Λογαριασμός</h3><ul><li>Ο λογαριασμός σας είναι προσωπικός· μη δίνετε τον κωδικό σας σε άλλους.</li><li>Ενημερώνετε τα στοιχεία σας όταν αλλάζουν.</li></ul><h3>Προσωπικά δεδομένα</h3><p>Τα στοιχεία σας χρησιμοποιούνται μόνο για τη λειτουργία της πύλης και την επικοινωνία με τα κεντρικά, σύμφωνα με τον Κανονισμό (ΕΕ) 2016/679.</p>",
    bodyEn:
      "<h2>Terms of use of the partner portal</h2><p>The portal is only for the partners and staff of the network. What you see here is confidential and is not shared with third parties.</p><h3>Your account</h3><ul><li>Your account is personal; never give your password to anyone.</li><li>Keep your details up to date.</li></ul><h3>Personal data</h3><p>Your details are used only to run the portal and for head office to reach you, under Regulation (EU) 2016/679.</p>",
    url: null,
    sort: 1,
    isPublic: true,
  },
  {
    id: 2,
    identifier: "group-website",
    titleGr: "Ιστότοπος ομίλου",
    titleEn: "Group website",
    bodyGr: null,
    bodyEn: null,
    url: "https://franchise-group.example.com",
    sort: 2,
    isPublic: false,
  },
  {
    id: 3,
    identifier: "about",
    titleGr: "Σχετικά με τον όμιλο",
    titleEn: "About the group",
    bodyGr:
      "<p>Ο όμιλος ξεκίνησε το 1998 με ένα κατάστημα στην Ερμού και σήμερα μετρά δέκα καταστήματα σε όλη την Ελλάδα, από τη Θεσσαλονίκη ως τη Ρόδο.</p><p>Τα κεντρικά στην Αθήνα υποστηρίζουν κάθε κατάστημα με εκπαίδευση, προμήθειες, ελέγχους ποιότητας και ένα γραφείο υποστήριξης που απαντά σε κάθε αίτημα μέσα σε μία εργάσιμη.</p>",
    bodyEn:
      "<p>The group began in 1998 with one shop on Ermou Street and today has ten stores across Greece, from Thessaloniki to Rhodes.</p><p>Head office in Athens supports every store with training, supplies, quality checks and a help desk that answers every ticket within one working day.</p>",
    url: null,
    sort: 3,
    isPublic: false,
  },
  {
    id: 4,
    identifier: "returns-policy",
    titleGr: "Πολιτική επιστροφών",
    titleEn: "Returns policy",
    bodyGr:
      "<p>Οι πελάτες μπορούν να επιστρέψουν ένα προϊόν μέσα σε <strong>30 ημέρες</strong> με την απόδειξη αγοράς.</p><ol><li>Ελέγξτε την απόδειξη και την κατάσταση του προϊόντος.</li><li>Καταχωρίστε την επιστροφή στο ταμείο.</li><li>Επιστρέψτε το ποσό με τον ίδιο τρόπο πληρωμής.</li></ol>",
    bodyEn:
      "<p>Customers may return a product within <strong>30 days</strong> with the receipt.</p><ol><li>Check the receipt and the product's condition.</li><li>Record the return at the till.</li><li>Refund the amount the way it was paid.</li></ol>",
    url: null,
    sort: 4,
    isPublic: false,
  },
] as const;
