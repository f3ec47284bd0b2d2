import type { Database } from "../../db/database";
import { trainingMaterials, trainings } from "../tables/trainings";
import { resyncIdentity } from "../../seed/reference-seed";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Dashboard content of the demo: training material and trainings (the posts are server/posts/seed).
 * Dates are placed around the first seeding: one training in progress with its exam open and one
 * upcoming. Rows that exist are left as they are.
 */
export async function seedContentDemo(db: Database, now: Date): Promise<void> {
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

  await db
    .insert(trainings)
    .values([
      {
        id: 1,
        title: "Τεστ γνώσεων: υγιεινή και ασφάλεια τροφίμων",
        startDate: day(-3),
        endDate: day(4),
        status: "started" as const,
        exam: true,
      },
      {
        id: 2,
        title: "Εκπαίδευση στο νέο ταμειακό σύστημα",
        startDate: day(10),
        endDate: day(12),
        status: "scheduled" as const,
        exam: false,
      },
      {
        id: 3,
        title: "Εξυπηρέτηση πελατών και διαχείριση παραπόνων",
        startDate: day(-40),
        endDate: day(-38),
        status: "started" as const,
        exam: false,
      },
      {
        id: 4,
        title: "Διαχείριση αποθέματος και παραγγελιών",
        startDate: day(-1),
        endDate: day(20),
        status: "started" as const,
        exam: false,
      },
    ])
    .onConflictDoNothing();

  await resyncIdentity(db, ["training_materials", "trainings"]);
}
