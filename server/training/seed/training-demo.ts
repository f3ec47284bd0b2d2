import type { Database } from "../../db/database";
import { resyncIdentity } from "../../seed/reference-seed";
import { examResults } from "../tables/exam-results";
import { examQuestions, trainingMaterials, trainings } from "../tables/trainings";
import { trainingNotes } from "../tables/training-notes";
import { DEMO_EXAM_QUESTIONS } from "./training-demo-questions";

const DAY_MS = 24 * 60 * 60 * 1000;

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

  await db
    .insert(trainingMaterials)
    .values(
      [
        "Οδηγός υποδοχής νέων συνεργατών",
        "Εγχειρίδιο ταμειακού συστήματος",
        "Οδηγός εμφάνισης βιτρίνας και καταστήματος",
        "Υγιεινή και ασφάλεια στον χώρο εργασίας",
        "Διαχείριση παραπόνων πελατών",
        "Διαδικασία παραλαβής και ελέγχου εμπορευμάτων",
      ].map((title, index) => ({ id: index + 1, title, cStamp: at(-3 - index * 9) })),
    )
    .onConflictDoNothing();

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
