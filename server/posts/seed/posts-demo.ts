import { inArray, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { resyncIdentity } from "../../seed/reference-seed";
import type { FileStore } from "../../files/services/file-store";
import { files } from "../../files/tables/files";
import { demoPdf, demoPng } from "../../files/seed/demo-files";
import { derivedPostColumns } from "../services/post-row-values";
import { announcements, banners } from "../tables/announcements";
import { postStores } from "../tables/post-audience";
import { postCategories } from "../tables/post-categories";
import { postFiles } from "../tables/post-files";
import { postReads } from "../tables/post-reads";
import { posts } from "../tables/posts";

const DAY_MS = 24 * 60 * 60 * 1000;

export const DEMO_POST_CATEGORIES = [
  { id: 1, titleGr: "Εμπορικά νέα", titleEn: "Commercial news", sort: 1 },
  { id: 2, titleGr: "Λειτουργία καταστημάτων", titleEn: "Store operations", sort: 2 },
  { id: 3, titleGr: "Εκπαίδευση", titleEn: "Training", sort: 3 },
  { id: 4, titleGr: "Ασφάλεια και υγιεινή", titleEn: "Health and safety", sort: 4 },
] as const;

/**
 * Who each demo post is meant for, beyond "everyone": the category, the stores, the roles, whether
 * readers must confirm. Store 1 (Αθήνα Σύνταγμα) has a manager, a franchisee and a trainee; store 4
 * (Ηράκλειο) its own manager, so targeting shows between the two managers.
 */
const AUDIENCE: Readonly<
  Record<
    number,
    {
      category?: number;
      stores?: number[];
      roles?: string[];
      needsAck?: boolean;
      header?: number;
      files?: number[];
    }
  >
> = {
  1: { category: 1, header: 901, files: [902] },
  2: { category: 1 },
  3: { category: 2, needsAck: true, files: [903] },
  4: { category: 4, needsAck: true },
  5: { category: 2 },
  6: { category: 3 },
  7: { category: 2, stores: [4] },
  8: { category: 1, stores: [1, 2, 3] },
  9: { category: 3, roles: ["trainee", "store_manager"] },
  10: { category: 2 },
  11: { category: 1 },
  12: { category: 2 },
  13: { category: 2 },
};

/** Small real files (a picture and PDFs), made in code; keys in the shared file store. */
const DEMO_POST_FILES = [
  { id: 901, name: "kalokairini-syllogi.png", kind: "png" as const },
  { id: 902, name: "odigos-vitrinas.pdf", kind: "pdf" as const },
  { id: 903, name: "neo-orario-leitourgias.pdf", kind: "pdf" as const },
];
const demoKey = (id: number): string => `bf/bf000000-0000-4000-8000-${String(id).padStart(12, "0")}`;

/**
 * The demo's posts, categories, files, reads, announcements and banners. Windows are placed around
 * the first seeding so a fresh demo shows the widget rule at work: 4 active featured posts (the widget
 * shows 3), 6 active others (it shows 5), one featured post not started yet and two expired ones (the
 * archive). Rows that exist are left as they are; posts written before the derived columns get them.
 */
export async function seedPostsDemo(db: Database, store: FileStore, now: Date): Promise<void> {
  const at = (days: number, hour = 9): Date => {
    const d = new Date(now.getTime() + days * DAY_MS);
    d.setUTCHours(hour, 0, 0, 0);
    return d;
  };
  await db
    .insert(postCategories)
    .values([...DEMO_POST_CATEGORIES])
    .onConflictDoNothing();
  for (const file of DEMO_POST_FILES) {
    const bytes =
      file.kind === "png"
        ? demoPng(960, 320, [0x2e, 0x7d, 0x32], [0xf9, 0xa8, 0x25])
        : demoPdf(`Demo document: ${file.name}`);
    const key = demoKey(file.id);
    if (!(await store.exists(key))) await store.put(key, new Blob([new Uint8Array(bytes)]).stream());
    await db
      .insert(files)
      .values({
        id: file.id,
        ownerId: 1,
        name: file.name,
        storageKey: key,
        size: bytes.byteLength,
        mime: file.kind === "png" ? "image/png" : "application/pdf",
        extension: file.kind,
        status: "linked",
        cStamp: at(-3),
      })
      .onConflictDoNothing();
  }
  await resyncIdentity(db, ["files"]);

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
  ) => {
    const audience = AUDIENCE[id] ?? {};
    const description = `<p>${fields.description}</p>`;
    const schedule = {
      fromStamp: fields.from === undefined ? null : at(fields.from),
      toStamp: fields.to === undefined ? null : at(fields.to, 21),
      archiveInDays: fields.archiveInDays ?? null,
      cStamp: at(fields.created),
    };
    return {
      id,
      title: fields.title,
      subtitle: fields.subtitle,
      description,
      featured: fields.featured,
      ...schedule,
      stamp: at(fields.created),
      headerImageId: audience.header ?? null,
      headerImageExtension: audience.header === undefined ? null : "png",
      categoryId: audience.category ?? null,
      needsAck: audience.needsAck ?? false,
      targetRoles: audience.roles ?? [],
      targetsStores: (audience.stores ?? []).length > 0,
      authorId: 1,
      ...derivedPostColumns({ title: fields.title, subtitle: fields.subtitle, description, ...schedule }),
    };
  };

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
      // The post the dashboard's alert "Νέο ωράριο λειτουργίας…" opens, with its PDF (903).
      post(3, {
        title: "Νέο ωράριο λειτουργίας από τη Δευτέρα",
        subtitle: "Διαβάστε και επιβεβαιώστε",
        description:
          "Από τη Δευτέρα τα καταστήματα του δικτύου ανοίγουν Δευτέρα έως Παρασκευή 09:00–21:00 και Σάββατο 09:00–18:00. Το ωράριο κάθε καταστήματος βρίσκεται στο συνημμένο αρχείο. Επιβεβαιώστε ότι το διαβάσατε και ενημερώστε το προσωπικό σας.",
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
  await resyncIdentity(db, ["post_categories", "posts"]);

  const ids = Object.keys(AUDIENCE).map(Number);
  const existing = await db.select({ id: posts.id }).from(posts).where(inArray(posts.id, ids));
  for (const [id, audience] of Object.entries(AUDIENCE)) {
    const postId = Number(id);
    if (!existing.some((p) => p.id === postId)) continue;
    if (audience.stores !== undefined)
      await db
        .insert(postStores)
        .values(audience.stores.map((storeId) => ({ postId, storeId })))
        .onConflictDoNothing();
    if (audience.files !== undefined)
      await db
        .insert(postFiles)
        .values(audience.files.map((fileId, sort) => ({ postId, fileId, sort })))
        .onConflictDoNothing();
  }

  // The franchisee has confirmed the new opening hours; the manager of store 1 has only opened it.
  await db
    .insert(postReads)
    .values([
      { postId: 3, userId: 2, readAt: at(-1, 10), acknowledgedAt: at(-1, 10) },
      { postId: 3, userId: 3, readAt: at(-1, 12), acknowledgedAt: null },
      { postId: 1, userId: 2, readAt: at(-1, 11), acknowledgedAt: null },
    ])
    .onConflictDoNothing();

  await db
    .insert(announcements)
    .values([
      {
        id: 1,
        type: 6,
        alertType: 2,
        title: "Νέο ωράριο λειτουργίας από τη Δευτέρα",
        message: "Διαβάστε την ανακοίνωση και επιβεβαιώστε.",
        postId: 3,
        cStamp: at(-1),
      },
      {
        id: 2,
        type: 6,
        alertType: 2,
        title: "Έλεγχος υγειονομικού την επόμενη εβδομάδα",
        message: "Ελέγξτε τα πιστοποιητικά υγείας του προσωπικού.",
        postId: null,
        cStamp: at(-2),
      },
      // Other types and alert types exist on the wire; the dashboard keeps only 6 with 2 (spec 3).
      {
        id: 3,
        type: 4,
        alertType: 1,
        title: "Ενημέρωση συστήματος",
        message: "Σύντομη διακοπή το Σάββατο 02:00–03:00.",
        postId: null,
        cStamp: at(-3),
      },
      {
        id: 4,
        type: 6,
        alertType: 1,
        title: "Υπενθύμιση απογραφής",
        message: "Η απογραφή κλείνει την Παρασκευή.",
        postId: null,
        cStamp: at(-4),
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(banners)
    .values([
      {
        id: 1,
        title: "Εβδομάδα προσφορών",
        message: "Διπλοί πόντοι για τα μέλη του προγράμματος επιβράβευσης έως την Κυριακή.",
        postId: 2,
        fromStamp: at(-3),
        toStamp: at(4, 21),
      },
      {
        id: 2,
        title: "Χριστουγεννιάτικη βιτρίνα",
        message: "Οι οδηγίες στήσιμου έρχονται σύντομα.",
        postId: null,
        fromStamp: at(20),
        toStamp: null,
      },
    ])
    .onConflictDoNothing();
  await resyncIdentity(db, ["announcements", "banners"]);

  // Posts from before the search column (the migration fills the window, not the text).
  const unsearchable = await db.select().from(posts).where(eq(posts.searchText, ""));
  for (const row of unsearchable)
    await db
      .update(posts)
      .set({ searchText: derivedPostColumns(row).searchText })
      .where(eq(posts.id, row.id));
}
