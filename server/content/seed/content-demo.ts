import type { Database } from "../../db/database";
import { posts } from "../tables/posts";
import { resyncIdentity } from "../../seed/reference-seed";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Dashboard content of the demo: posts (training is seeded by server/training/seed). Windows are placed
 * around the first seeding so a fresh demo shows the widget rule at work: 4 active featured posts (the
 * widget shows 3), 6 active others (it shows 5), one featured post not started yet and two expired
 * ones. Rows that exist are left as they are.
 */
export async function seedContentDemo(db: Database, now: Date): Promise<void> {
  const at = (days: number, hour = 9): Date => {
    const d = new Date(now.getTime() + days * DAY_MS);
    d.setUTCHours(hour, 0, 0, 0);
    return d;
  };
  const post = (
    id: number,
    fields: {
      readonly title: string;
      readonly subtitle: string | null;
      readonly description: string;
      readonly featured: boolean;
      readonly created: number;
      readonly from?: number;
      readonly to?: number;
      readonly archiveInDays?: number;
    },
  ) => ({
    id,
    title: fields.title,
    subtitle: fields.subtitle,
    description: fields.description,
    featured: fields.featured,
    fromStamp: fields.from === undefined ? null : at(fields.from),
    toStamp: fields.to === undefined ? null : at(fields.to, 21),
    archiveInDays: fields.archiveInDays ?? null,
    cStamp: at(fields.created),
    stamp: at(fields.created),
    headerImageId: null,
    headerImageExtension: null,
  });

  await db
    .insert(posts)
    .values([
      post(1, {
        title: "Νέα καλοκαιρινή συλλογή στα καταστήματα",
        subtitle: "Από τη Δευτέρα σε όλο το δίκτυο",
        description:
          "Η νέα καλοκαιρινή συλλογή φτάνει σε όλα τα καταστήματα του δικτύου. Οι βιτρίνες στήνονται σύμφωνα με τον οδηγό εμφάνισης που θα βρείτε στο υλικό εκπαίδευσης.",
        featured: true,
        created: -2,
        from: -1,
        to: 30,
      }),
      post(2, {
        title: "Εβδομάδα προσφορών για τα μέλη του προγράμματος επιβράβευσης",
        subtitle: "Διπλοί πόντοι σε κάθε αγορά",
        description:
          "Όλη την εβδομάδα οι κάτοχοι κάρτας μέλους κερδίζουν διπλούς πόντους. Υπενθυμίστε στους πελάτες να δείχνουν την κάρτα τους στο ταμείο.",
        featured: true,
        created: -3,
        from: -3,
        to: 4,
      }),
      post(3, {
        title: "Ανακαίνιση του καταστήματος Θεσσαλονίκης",
        subtitle: null,
        description:
          "Το κατάστημα της Αριστοτέλους ανοίγει ξανά ανακαινισμένο με νέο χώρο δοκιμαστηρίων και γωνιά παραλαβής ηλεκτρονικών παραγγελιών.",
        featured: true,
        created: -5,
        archiveInDays: 20,
      }),
      post(4, {
        title: "Καλωσορίζουμε το κατάστημα της Ρόδου",
        subtitle: "Το δέκατο κατάστημα του δικτύου",
        description:
          "Με μεγάλη χαρά καλωσορίζουμε τη νέα συνεργάτιδα του δικτύου στη Ρόδο. Το κατάστημα της Αμμοχώστου ανοίγει τις πόρτες του αυτό το Σάββατο.",
        featured: true,
        created: -8,
      }),
      post(5, {
        title: "Χειμερινές εκπτώσεις: οδηγίες σήμανσης",
        subtitle: "Ξεκινούν τον επόμενο μήνα",
        description:
          "Οι νέες ταμπέλες εκπτώσεων θα σταλούν με την επόμενη παράδοση. Μην τις τοποθετήσετε πριν από την έναρξη της περιόδου.",
        featured: true,
        created: -1,
        from: 7,
      }),
      post(6, {
        title: "Αλλαγή ωραρίου αποθήκης τις αργίες",
        subtitle: null,
        description:
          "Η κεντρική αποθήκη θα δέχεται παραγγελίες έως τις 14:00 την παραμονή των αργιών. Προγραμματίστε τις παραγγελίες σας νωρίτερα.",
        featured: false,
        created: -1,
        to: 10,
      }),
      post(7, {
        title: "Νέο σύστημα αιτημάτων συντήρησης",
        subtitle: "Όλα τα αιτήματα πλέον από το portal",
        description:
          "Τα αιτήματα για βλάβες εξοπλισμού καταχωρούνται πλέον ως αιτήματα υποστήριξης στο portal, με φωτογραφίες και κατηγορία βλάβης.",
        featured: false,
        created: -2,
        archiveInDays: 30,
      }),
      post(8, {
        title: "Αποτελέσματα ελέγχων ποιότητας τριμήνου",
        subtitle: null,
        description:
          "Ο μέσος βαθμός των ελέγχων του τριμήνου ανέβηκε στο 92%. Ευχαριστούμε όλες τις ομάδες για την προσπάθεια.",
        featured: false,
        created: -4,
        from: -4,
      }),
      post(9, {
        title: "Υπενθύμιση: ανανέωση πιστοποιητικών υγείας",
        subtitle: "Ελέγξτε τις ημερομηνίες λήξης",
        description:
          "Τα πιστοποιητικά υγείας του προσωπικού πρέπει να είναι σε ισχύ. Ενημερώστε τα στοιχεία στην καρτέλα κάθε εργαζομένου.",
        featured: false,
        created: -6,
      }),
      post(10, {
        title: "Διαγωνισμός βιτρίνας φθινοπώρου",
        subtitle: "Βραβείο για την καλύτερη βιτρίνα",
        description:
          "Στείλτε φωτογραφίες της βιτρίνας σας έως το τέλος του μήνα. Η καλύτερη βιτρίνα κερδίζει ημέρα εκπαίδευσης για όλη την ομάδα.",
        featured: false,
        created: -7,
        from: -7,
        to: 20,
      }),
      post(11, {
        title: "Νέες συσκευασίες δώρου",
        subtitle: null,
        description:
          "Οι νέες ανακυκλώσιμες συσκευασίες δώρου είναι διαθέσιμες για παραγγελία από την αποθήκη.",
        featured: false,
        created: -9,
      }),
      post(12, {
        title: "Απογραφή τέλους εξαμήνου",
        subtitle: "Έληξε",
        description: "Η απογραφή ολοκληρώθηκε. Ευχαριστούμε για τη συνεργασία.",
        featured: false,
        created: -40,
        from: -40,
        to: -30,
      }),
      post(13, {
        title: "Πασχαλινό ωράριο καταστημάτων",
        subtitle: null,
        description: "Το ωράριο των καταστημάτων για την περίοδο του Πάσχα.",
        featured: false,
        created: -60,
        from: -60,
        archiveInDays: 14,
      }),
    ])
    .onConflictDoNothing();

  await resyncIdentity(db, ["posts"]);
}
