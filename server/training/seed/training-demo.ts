import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { resyncIdentity } from "../../seed/reference-seed";
import { examResults } from "../tables/exam-results";
import { examQuestions, trainingMaterials, trainings } from "../tables/trainings";
import { trainingNotes } from "../tables/training-notes";
import { DEMO_EXAM_QUESTIONS } from "./training-demo-questions";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo's training material: title and text (paragraphs split by a line break). */
const DEMO_MATERIAL: ReadonlyArray<readonly [string, string]> = [
  [
    "Οδηγός υποδοχής νέων συνεργατών",
    "Καλώς ήρθες στην ομάδα. Την πρώτη σου ημέρα ο υπεύθυνος βάρδιας σου δείχνει το κατάστημα, τα ντουλάπια προσωπικού και τις εξόδους κινδύνου.\nΤην πρώτη εβδομάδα δουλεύεις δίπλα σε έμπειρο συνάδελφο: πάγκος, ταμείο, παραλαβή.\nΔες το βίντεο «Espresso σε τρία βήματα» και διάβασε τις σημειώσεις εκπαίδευσης πριν από την πρώτη σου βάρδια στον πάγκο.",
  ],
  [
    "Εγχειρίδιο ταμειακού συστήματος",
    "Άνοιγμα βάρδιας: σύνδεση με τον προσωπικό σου κωδικό και καταμέτρηση ρέστων.\nΚάθε απόδειξη εκδίδεται πριν δοθεί το προϊόν. Επιστροφές γίνονται μόνο από τον υπεύθυνο βάρδιας.\nΚλείσιμο: αναφορά Ζ, καταμέτρηση μετρητών με δεύτερο άτομο και καταγραφή διαφορών την ίδια ημέρα. Το πλήρες εγχειρίδιο είναι στο συνημμένο αρχείο.",
  ],
  [
    "Οδηγός εμφάνισης βιτρίνας και καταστήματος",
    "Η βιτρίνα γεμίζει πριν από το άνοιγμα και ξανά στις 12:00 και στις 17:00.\nΤα προϊόντα της εβδομάδας μπαίνουν στο ύψος των ματιών, με την ετικέτα τιμής μπροστά.\nΤζάμια, πάγκος και τραπέζια καθαρίζονται κάθε δύο ώρες.",
  ],
  [
    "Υγιεινή και ασφάλεια στον χώρο εργασίας",
    "Πλένουμε τα χέρια στην αρχή της βάρδιας, μετά από κάθε διάλειμμα και μετά από χρήματα.\nΗ θερμοκρασία των ψυγείων καταγράφεται δύο φορές την ημέρα· πάνω από 5 °C ενημερώνουμε αμέσως τον υπεύθυνο.\nΟι έξοδοι κινδύνου μένουν πάντα ελεύθερες και ο πυροσβεστήρας ορατός.",
  ],
  [
    "Διαχείριση παραπόνων πελατών",
    "Ακούμε ως το τέλος χωρίς να διακόπτουμε και ζητάμε συγγνώμη για την ταλαιπωρία.\nΠροτείνουμε λύση: αντικατάσταση του προϊόντος ή επιστροφή χρημάτων με έγκριση του υπευθύνου.\nΚαταγράφουμε το παράπονο στο portal ως αίτημα την ίδια ημέρα.",
  ],
  [
    "Διαδικασία παραλαβής και ελέγχου εμπορευμάτων",
    "Ελέγχουμε ποσότητες και κωδικούς με το δελτίο αποστολής πριν υπογράψουμε.\nΤα ψυχόμενα μετρώνται με θερμόμετρο και μπαίνουν πρώτα στο ψυγείο.\nΌ,τι λείπει ή έφτασε χαλασμένο σημειώνεται στο δελτίο και δηλώνεται στο portal.",
  ],
];

/**
 * Training of the demo, placed around the first seeding: an exam open now for staff and store
 * managers (so their sidebar warns), an upcoming training, one in progress, and two ended exams with
 * results in the archive and history (the trainee of Αθήνα Σύνταγμα and the staff of Θεσσαλονίκη),
 * so every role's screens show data and the store manager sees progress. The trainee has no open exam
 * until head office schedules one. Rows that exist are left as they are.
 */
export async function seedTrainingDemo(db: Database, now: Date): Promise<void> {
  const at = (days: number, hour = 9): Date => {
    const d = new Date(now.getTime() + days * DAY_MS);
    d.setUTCHours(hour, 0, 0, 0);
    return d;
  };
  const day = (days: number): string => at(days).toISOString().slice(0, 10);

  // Each piece of material has its text (issue #33 item 3); some have a file or video as well
  // (training-files-demo.ts). A demo seeded before the text existed gets it, an edited text stays.
  await db
    .insert(trainingMaterials)
    .values(
      DEMO_MATERIAL.map(([title, body], index) => ({
        id: index + 1,
        title,
        body,
        cStamp: at(-3 - index * 9),
      })),
    )
    .onConflictDoUpdate({
      target: trainingMaterials.id,
      set: { body: sql`excluded.body` },
      setWhere: sql`${trainingMaterials.body} = ''`,
    });

  const staff = ["user", "store_manager"] as ("user" | "store_manager" | "trainee")[];
  const everyone = ["user", "store_manager", "trainee", "franchisee", "greg-user", "azureUser"] as const;
  await db
    .insert(trainings)
    .values([
      {
        id: 1,
        title: "Τεστ γνώσεων: υγιεινή και ασφάλεια τροφίμων",
        description:
          "Σύντομο τεστ πάνω στους κανόνες HACCP του καταστήματος. Διαθέσιμο έως το τέλος της εβδομάδας.",
        startDate: day(-3),
        endDate: day(4),
        status: "started" as const,
        exam: true,
        passMark: 70,
        timeLimitMinutes: 15,
        roles: staff,
      },
      {
        id: 2,
        title: "Εκπαίδευση στο νέο ταμειακό σύστημα",
        description: "Δίωρη εκπαίδευση στο κατάστημα Αθήνα Σύνταγμα για όλους τους ταμίες.",
        startDate: day(10),
        endDate: day(12),
        status: "scheduled" as const,
        exam: false,
        roles: [...everyone],
      },
      {
        id: 3,
        title: "Εξυπηρέτηση πελατών και διαχείριση παραπόνων",
        description: "Τεστ μετά το σεμινάριο εξυπηρέτησης πελατών.",
        startDate: day(-40),
        endDate: day(-38),
        status: "started" as const,
        exam: true,
        passMark: 60,
        roles: ["user", "trainee", "store_manager"],
      },
      {
        id: 4,
        title: "Διαχείριση αποθέματος και παραγγελιών",
        description: "Εκπαίδευση στη διαδικασία παραγγελιών προς την αποθήκη.",
        startDate: day(-1),
        endDate: day(20),
        status: "started" as const,
        exam: false,
        roles: [...everyone],
      },
      {
        id: 5,
        title: "Τεστ: ασφάλεια στον χώρο εργασίας",
        description: "Πυρασφάλεια, πρώτες βοήθειες και έξοδοι κινδύνου.",
        startDate: day(-20),
        endDate: day(-15),
        status: "started" as const,
        exam: true,
        passMark: 70,
        timeLimitMinutes: 10,
        roles: ["user", "trainee", "store_manager"],
      },
    ])
    .onConflictDoNothing();

  await db
    .insert(examQuestions)
    .values(
      DEMO_EXAM_QUESTIONS.flatMap(({ trainingId, questions }, set) =>
        questions.map((question, position) => ({
          id: set * 100 + position + 1,
          trainingId,
          position,
          ...question,
        })),
      ),
    )
    .onConflictDoNothing();

  // Results of the ended exams: the trainee (5) and the store manager (3) of Αθήνα Σύνταγμα, the staff
  // of Θεσσαλονίκη (4).
  const result = (
    id: number,
    trainingId: number,
    userId: number,
    correct: number,
    total: number,
    days: number,
  ) => {
    const score = Math.floor((correct * 100) / total + 0.5);
    const passMark = trainingId === 3 ? 60 : 70;
    return {
      id,
      trainingId,
      userId,
      score,
      passed: score >= passMark,
      correct,
      total,
      answers: [],
      submittedAt: at(days, 11),
    };
  };
  await db
    .insert(examResults)
    .values([
      result(1, 3, 5, 3, 4, -39),
      result(2, 3, 4, 2, 4, -38),
      result(3, 3, 3, 4, 4, -40),
      result(4, 5, 5, 2, 4, -18),
      result(5, 5, 4, 4, 4, -16),
    ])
    .onConflictDoNothing();

  await db
    .insert(trainingNotes)
    .values(
      [
        [
          "Άνοιγμα καταστήματος: τα πρώτα 15 λεπτά",
          "Έλεγχος θερμοκρασίας ψυγείων και καταγραφή στο ημερολόγιο.\nΈλεγχος ταμείου και ρέστων.\nΚαθαρισμός βιτρίνας και πάγκου.\nΆναμμα φωτισμού και μουσικής πριν ανοίξει η πόρτα.",
        ],
        [
          "Κλείσιμο ταμείου",
          "Εκτύπωση αναφοράς Ζ.\nΚαταμέτρηση μετρητών με δεύτερο άτομο.\nΚαταγραφή διαφορών στο portal την ίδια ημέρα.",
        ],
        [
          "Παραλαβή εμπορευμάτων",
          "Έλεγχος ποσοτήτων με το δελτίο αποστολής.\nΈλεγχος θερμοκρασίας για τα ψυγεία.\nΑποθήκευση με τη σειρά λήξης (πρώτο μπαίνει, πρώτο βγαίνει).",
        ],
        [
          "Επικοινωνία με πελάτες",
          "Χαιρετάμε κάθε πελάτη μέσα σε 10 δευτερόλεπτα.\nΠροτείνουμε το προϊόν της εβδομάδας.\nΕυχαριστούμε στο τέλος κάθε συναλλαγής.",
        ],
      ].map(([title, body], index) => ({
        id: index + 1,
        title: title ?? "",
        body: body ?? "",
        cStamp: at(-2 - index * 6),
      })),
    )
    .onConflictDoNothing();

  await resyncIdentity(db, [
    "training_materials",
    "trainings",
    "exam_questions",
    "exam_results",
    "training_notes",
  ]);
}
