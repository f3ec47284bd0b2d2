/** The demo's FAQ: what stores ask head office most, Greek and English side by side. */
export const DEMO_FAQ = [
  {
    categoryGr: "Ταμείο",
    categoryEn: "Till",
    questionGr: "Πώς κλείνω το ταμείο στο τέλος της ημέρας;",
    questionEn: "How do I close the till at the end of the day?",
    answerGr:
      "<p>Από το μενού <strong>Ταμείο → Κλείσιμο ημέρας</strong>. Μετρήστε τα μετρητά, καταχωρίστε το ποσό και εκτυπώστε την αναφορά Ζ.</p>",
    answerEn:
      "<p>From <strong>Till → Close day</strong>. Count the cash, enter the amount and print the Z report.</p>",
  },
  {
    categoryGr: "Ταμείο",
    categoryEn: "Till",
    questionGr: "Τι κάνω όταν δεν λειτουργεί το τερματικό καρτών;",
    questionEn: "What do I do when the card terminal does not work?",
    answerGr:
      "<p>Επανεκκινήστε το τερματικό. Αν το πρόβλημα μένει, ανοίξτε αίτημα υποστήριξης με κατηγορία <em>Εξοπλισμός</em> και δεχτείτε μόνο μετρητά μέχρι την αποκατάσταση.</p>",
    answerEn:
      "<p>Restart the terminal. If it still fails, open a ticket in the <em>Equipment</em> category and accept cash only until it is fixed.</p>",
  },
  {
    categoryGr: "Παραγγελίες",
    categoryEn: "Orders",
    questionGr: "Μέχρι πότε στέλνω την εβδομαδιαία παραγγελία;",
    questionEn: "When is the deadline for the weekly order?",
    answerGr:
      "<p>Κάθε Τετάρτη έως τις 14:00. Οι παραγγελίες μετά την ώρα αυτή παραδίδονται την επόμενη εβδομάδα.</p>",
    answerEn: "<p>Every Wednesday by 14:00. Orders after that are delivered the following week.</p>",
  },
  {
    categoryGr: "Παραγγελίες",
    categoryEn: "Orders",
    questionGr: "Πώς δηλώνω ελλείψεις σε μια παράδοση;",
    questionEn: "How do I report items missing from a delivery?",
    answerGr:
      "<p>Σημειώστε τις ελλείψεις στο δελτίο αποστολής και ανοίξτε αίτημα με φωτογραφία του δελτίου μέσα σε 48 ώρες.</p>",
    answerEn:
      "<p>Mark the missing items on the delivery note and open a ticket with a photo of the note within 48 hours.</p>",
  },
  {
    categoryGr: "Προσωπικό",
    categoryEn: "Staff",
    questionGr: "Πώς προσθέτω νέο συνεργάτη στο κατάστημα;",
    questionEn: "How do I add a new team member to the store?",
    answerGr:
      "<p>Ο νέος συνεργάτης κάνει εγγραφή από την αρχική σελίδα και επιλέγει το κατάστημα. Εσείς εγκρίνετε την εγγραφή από τη σελίδα <strong>Προσωπικό</strong>.</p>",
    answerEn:
      "<p>The new member registers from the home page and picks the store. You approve the registration on the <strong>Staff</strong> page.</p>",
  },
  {
    categoryGr: "Προσωπικό",
    categoryEn: "Staff",
    questionGr: "Πού βλέπω τα πιστοποιητικά υγείας του προσωπικού;",
    questionEn: "Where do I see the staff's health certificates?",
    answerGr:
      "<p>Στην καρτέλα κάθε εργαζομένου, στη σελίδα Προσωπικό. Θα λάβετε υπενθύμιση 30 ημέρες πριν από τη λήξη.</p>",
    answerEn:
      "<p>On each person's card on the Staff page. You get a reminder 30 days before one expires.</p>",
  },
  {
    categoryGr: "Εκπαίδευση",
    categoryEn: "Training",
    questionGr: "Πόσες φορές μπορώ να δώσω ένα τεστ γνώσεων;",
    questionEn: "How many times can I take a knowledge test?",
    answerGr:
      "<p>Δύο φορές. Αν δεν περάσετε, ο υπεύθυνος εκπαίδευσης θα κανονίσει μια επανάληψη του μαθήματος.</p>",
    answerEn: "<p>Twice. If you do not pass, the training lead arranges a repeat of the course.</p>",
  },
  {
    categoryGr: "Βιτρίνα",
    categoryEn: "Window display",
    questionGr: "Πότε αλλάζει η βιτρίνα για τη νέα συλλογή;",
    questionEn: "When does the window change for a new collection?",
    answerGr:
      '<p>Την πρώτη Δευτέρα της περιόδου. Ακολουθήστε τον <a href="https://franchise-group.example.com/vitrina">οδηγό βιτρίνας</a> και στείλτε φωτογραφία στο αίτημα της εβδομάδας.</p>',
    answerEn:
      '<p>On the first Monday of the season. Follow the <a href="https://franchise-group.example.com/vitrina">window guide</a> and send a photo in the week\'s ticket.</p>',
  },
] as const;
