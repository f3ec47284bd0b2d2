import type { Database } from "../../db/database";
import { files } from "../../files/tables/files";
import { fileRelations } from "../tables/file-relations";
import { ticketComm } from "../tables/ticket-comm";
import { tickets } from "../tables/tickets";
import { ticketsOld, ticketsOldThread } from "../tables/tickets-old";
import { ticketCategories, ticketComplaintTypes, ticketContacts } from "../tables/tickets-reference";
import type { FileStore } from "../../files/services/file-store";
import { resyncIdentity } from "../../seed/reference-seed";
import { demoPdf, demoPng } from "../../files/seed/demo-files";

/**
 * Demo tickets (demo mode only): the new-ticket form's pick lists, v2 tickets in several stores with
 * every status and priority, conversations and attachments (a real PNG and PDF), and older-form
 * tickets with every priority and both resolved values. Fixed ids and insert-or-keep, like the rest
 * of the demo seed, so what users change survives a restart.
 */

export const DEMO_TICKET_CATEGORIES = [
  { id: 1, titleGr: "Τεχνικό πρόβλημα", titleEn: "Technical problem", followUpTasks: [] },
  { id: 2, titleGr: "Παράπονο πελάτη", titleEn: "Customer complaint", followUpTasks: [] },
  {
    id: 3,
    titleGr: "Εξοπλισμός",
    titleEn: "Equipment",
    followUpTasks: ["Έλεγχος εξοπλισμού από τεχνικό"],
  },
  { id: 4, titleGr: "Παραγγελίες και αποθέματα", titleEn: "Orders and stock", followUpTasks: [] },
  { id: 5, titleGr: "Μηχανογράφηση και ταμειακά", titleEn: "IT and tills", followUpTasks: [] },
] as const;

export const DEMO_COMPLAINT_TYPES = [
  { id: 1, categoryId: 2, titleGr: "Ποιότητα προϊόντος", titleEn: "Product quality" },
  { id: 2, categoryId: 2, titleGr: "Εξυπηρέτηση", titleEn: "Service" },
  { id: 3, categoryId: 2, titleGr: "Χρόνος αναμονής", titleEn: "Waiting time" },
  { id: 4, categoryId: 4, titleGr: "Ελλείψεις στην παραλαβή", titleEn: "Missing items on delivery" },
] as const;

/** Head-office contacts (no store) and one regional contact of store 1. */
export const DEMO_TICKET_CONTACTS = [
  { id: 1, name: "Τμήμα Υποστήριξης Franchise", email: "support@franchise-group.example.com", storeId: null },
  { id: 2, name: "Τεχνική Υπηρεσία", email: "tech@franchise-group.example.com", storeId: null },
  { id: 3, name: "Τμήμα Ποιότητας", email: "quality@franchise-group.example.com", storeId: null },
  { id: 4, name: "Περιφερειακός Υπεύθυνος Αττικής", email: "attiki@franchise-group.example.com", storeId: 1 },
] as const;

const NAMES: Readonly<Record<number, string>> = {
  1: "Γιώργος Παπαδάκης",
  2: "Μαρία Κωνσταντίνου",
  3: "Νίκος Αλεξίου",
  4: "Ελένη Δημητρίου",
  6: "Σοφία Γεωργίου",
};

interface DemoTicket {
  readonly id: number;
  readonly locationId: number;
  readonly title: string;
  readonly categoryId: number;
  readonly contactId: number;
  readonly complaintTypeId: number | null;
  readonly lastStatus: 1 | 2 | 3;
  readonly priority: 1 | 2 | 3;
  readonly createdBy: number;
  readonly daysAgo: number;
  /** [author user id, message], oldest first; the first is the author's. */
  readonly thread: readonly (readonly [number, string])[];
}

const DEMO_TICKETS: readonly DemoTicket[] = [
  {
    id: 1,
    locationId: 1,
    title: "Η μηχανή espresso δεν ζεσταίνει σωστά",
    categoryId: 3,
    contactId: 2,
    complaintTypeId: null,
    lastStatus: 1,
    priority: 1,
    createdBy: 3,
    daysAgo: 1,
    thread: [
      [
        3,
        "Από σήμερα το πρωί η μηχανή espresso δεν φτάνει τη σωστή θερμοκρασία. Επισυνάπτω φωτογραφία της οθόνης.",
      ],
    ],
  },
  {
    id: 2,
    locationId: 1,
    title: "Παράπονο για καθυστέρηση παραγγελίας",
    categoryId: 2,
    contactId: 3,
    complaintTypeId: 3,
    lastStatus: 2,
    priority: 2,
    createdBy: 3,
    daysAgo: 4,
    thread: [
      [3, "Πελάτισσα παραπονέθηκε ότι περίμενε 25 λεπτά για παραγγελία σε πακέτο το Σάββατο το μεσημέρι."],
      [1, "Ευχαριστούμε για την ενημέρωση. Ποιο ήταν το προσωπικό της βάρδιας εκείνη την ώρα;"],
      [3, "Ήμασταν τρία άτομα αντί για τέσσερα, λόγω άδειας ασθενείας."],
    ],
  },
  {
    id: 3,
    locationId: 1,
    title: "Ελλείψεις στην παραλαβή της Δευτέρας",
    categoryId: 4,
    contactId: 1,
    complaintTypeId: 4,
    lastStatus: 3,
    priority: 3,
    createdBy: 2,
    daysAgo: 12,
    thread: [
      [
        2,
        "Στην παραλαβή της Δευτέρας έλειπαν δύο κιβώτια γάλα και ένα κιβώτιο χάρτινα ποτήρια. Επισυνάπτω το δελτίο αποστολής.",
      ],
      [1, "Τα είδη θα σταλούν με την επόμενη διανομή, την Πέμπτη."],
      [2, "Παραλάβαμε τα είδη, ευχαριστούμε."],
    ],
  },
  {
    id: 4,
    locationId: 2,
    title: "Το ταμειακό σύστημα κολλάει στην έκδοση απόδειξης",
    categoryId: 5,
    contactId: 2,
    complaintTypeId: null,
    lastStatus: 1,
    priority: 1,
    createdBy: 4,
    daysAgo: 0,
    thread: [
      [
        4,
        "Το δεύτερο ταμείο παγώνει κάθε φορά που εκδίδουμε απόδειξη με κάρτα. Κάνουμε επανεκκίνηση κάθε μία ώρα.",
      ],
    ],
  },
  {
    id: 5,
    locationId: 2,
    title: "Πρόταση για νέο προϊόν εποχής",
    categoryId: 4,
    contactId: 1,
    complaintTypeId: null,
    lastStatus: 3,
    priority: 3,
    createdBy: 2,
    daysAgo: 30,
    thread: [
      [2, "Πολλοί πελάτες ζητούν κρύο τσάι του βουνού. Θα μπορούσε να μπει στον κατάλογο του καλοκαιριού;"],
      [1, "Η πρόταση προωθήθηκε στο τμήμα προϊόντων και θα μπει στη δοκιμαστική λίστα του Ιουνίου."],
    ],
  },
  {
    id: 6,
    locationId: 2,
    title: "Ζημιά στην τέντα της πρόσοψης",
    categoryId: 1,
    contactId: 2,
    complaintTypeId: null,
    lastStatus: 2,
    priority: 2,
    createdBy: 4,
    daysAgo: 6,
    thread: [
      [4, "Ο χθεσινός αέρας έσκισε την τέντα στην πρόσοψη. Δεν υπάρχει κίνδυνος, αλλά δεν ανοίγει."],
      [1, "Ο τεχνικός θα περάσει την Τετάρτη το πρωί για αυτοψία."],
    ],
  },
  {
    id: 7,
    locationId: 3,
    title: "Ανάγκη εκπαίδευσης νέου προσωπικού",
    categoryId: 1,
    contactId: 1,
    complaintTypeId: null,
    lastStatus: 1,
    priority: 3,
    createdBy: 2,
    daysAgo: 2,
    thread: [
      [2, "Ξεκινούν δύο νέοι συνεργάτες τον επόμενο μήνα. Χρειαζόμαστε πρόσβαση στο πρόγραμμα εκπαίδευσης."],
    ],
  },
  {
    id: 8,
    locationId: 4,
    title: "Ψυγείο βιτρίνας με διαρροή νερού",
    categoryId: 3,
    contactId: 2,
    complaintTypeId: null,
    lastStatus: 1,
    priority: 1,
    createdBy: 6,
    daysAgo: 1,
    thread: [
      [
        6,
        "Το ψυγείο της βιτρίνας αφήνει νερά στο πάτωμα από χθες το βράδυ. Το αδειάσαμε και το παρακολουθούμε.",
      ],
    ],
  },
  {
    id: 9,
    locationId: 4,
    title: "Παράπονο για τη θερμοκρασία του ροφήματος",
    categoryId: 2,
    contactId: 3,
    complaintTypeId: 1,
    lastStatus: 3,
    priority: 2,
    createdBy: 6,
    daysAgo: 20,
    thread: [
      [6, "Πελάτης ανέφερε ότι ο καπουτσίνο σερβιρίστηκε χλιαρός δύο φορές την ίδια εβδομάδα."],
      [1, "Παρακαλούμε ελέγξτε τη βαθμονόμηση του ατμού και ενημερώστε μας."],
      [6, "Έγινε βαθμονόμηση, το πρόβλημα λύθηκε."],
    ],
  },
];

/** Attachments: [file id, ticket id, comm id, name, kind]. */
const DEMO_FILES = [
  { id: 1, ticketId: 1, commId: 1, ownerId: 3, name: "οθόνη-μηχανής.png", kind: "png" },
  { id: 2, ticketId: 3, commId: 3, ownerId: 2, name: "δελτίο-αποστολής.pdf", kind: "pdf" },
  { id: 3, ticketId: 8, commId: 0, ownerId: 6, name: "ψυγείο-βιτρίνας.png", kind: "png" },
  { id: 4, ticketId: 4, commId: 0, ownerId: 4, name: "σφάλμα-ταμείου.png", kind: "png" },
] as const;

interface DemoOldTicket {
  readonly id: number;
  readonly locationId: number;
  readonly title: string;
  readonly priority: 3 | 4 | 5;
  readonly resolved: 0 | 1;
  readonly createdBy: number;
  readonly daysAgo: number;
  readonly edcInDays: number | null;
  readonly thread: readonly (readonly [number, string])[];
}

const DEMO_OLD_TICKETS: readonly DemoOldTicket[] = [
  {
    id: 1,
    locationId: 1,
    title: "Αλλαγή ωραρίου για τις γιορτές",
    priority: 4,
    resolved: 1,
    createdBy: 2,
    daysAgo: 90,
    edcInDays: null,
    thread: [
      [2, "Θα θέλαμε να ανοίγουμε μία ώρα νωρίτερα τις ημέρες των γιορτών."],
      [1, "Εγκρίνεται. Ενημερώστε το προσωπικό για το νέο ωράριο."],
    ],
  },
  {
    id: 2,
    locationId: 1,
    title: "Βλάβη στον κλιματισμό της σάλας",
    priority: 3,
    resolved: 0,
    createdBy: 3,
    daysAgo: 5,
    edcInDays: 3,
    thread: [
      [3, "Ο κλιματισμός της σάλας βγάζει ζεστό αέρα από χθες."],
      [1, "Ο συνεργάτης τεχνικός θα έρθει εντός τριών ημερών."],
    ],
  },
  {
    id: 3,
    locationId: 2,
    title: "Αίτημα για νέα ταμπέλα προσφορών",
    priority: 5,
    resolved: 0,
    createdBy: 4,
    daysAgo: 10,
    edcInDays: 14,
    thread: [[4, "Η ταμπέλα με τις προσφορές της εβδομάδας έχει φθαρεί. Μπορούμε να έχουμε καινούργια;"]],
  },
  {
    id: 4,
    locationId: 2,
    title: "Διόρθωση στη μισθοδοσία Μαρτίου",
    priority: 4,
    resolved: 1,
    createdBy: 2,
    daysAgo: 45,
    edcInDays: null,
    thread: [
      [2, "Στη μισθοδοσία Μαρτίου λείπουν οι υπερωρίες μιας συνεργάτιδας."],
      [1, "Η διόρθωση έγινε και θα φανεί στην επόμενη μισθοδοσία."],
    ],
  },
  {
    id: 5,
    locationId: 4,
    title: "Πρόβλημα με την παράδοση ψωμιού",
    priority: 3,
    resolved: 1,
    createdBy: 6,
    daysAgo: 25,
    edcInDays: null,
    thread: [
      [6, "Ο προμηθευτής έφερε το ψωμί με δύο ώρες καθυστέρηση τρεις φορές αυτή την εβδομάδα."],
      [1, "Μιλήσαμε με τον προμηθευτή, η διανομή θα γίνεται πλέον πριν τις 7:00."],
    ],
  },
  {
    id: 6,
    locationId: 4,
    title: "Ερώτηση για την άδεια λειτουργίας",
    priority: 5,
    resolved: 0,
    createdBy: 6,
    daysAgo: 3,
    edcInDays: null,
    thread: [[6, "Πότε λήγει η άδεια λειτουργίας του καταστήματος και ποιος αναλαμβάνει την ανανέωση;"]],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The storage key of a demo file: fixed, so a restart finds the body it wrote before. */
const demoKey = (id: number): string => `de/de000000-0000-4000-8000-${String(id).padStart(12, "0")}`;

function demoBytes(kind: "png" | "pdf", name: string): Uint8Array {
  return kind === "png"
    ? demoPng(64, 48, [0x1f, 0x6f, 0xb2], [0xf2, 0xc1, 0x4e])
    : demoPdf(`Demo attachment: ${name.length} characters`);
}

export async function seedTicketsDemo(db: Database, store: FileStore, now: Date): Promise<void> {
  await db
    .insert(ticketCategories)
    .values(DEMO_TICKET_CATEGORIES.map((c) => ({ ...c, followUpTasks: [...c.followUpTasks] })))
    .onConflictDoNothing();
  await db
    .insert(ticketComplaintTypes)
    .values([...DEMO_COMPLAINT_TYPES])
    .onConflictDoNothing();
  await db
    .insert(ticketContacts)
    .values([...DEMO_TICKET_CONTACTS])
    .onConflictDoNothing();

  const at = (daysAgo: number, step: number) => new Date(now.getTime() - daysAgo * DAY_MS + step * 3_600_000);
  await db
    .insert(tickets)
    .values(
      DEMO_TICKETS.map((t) => {
        const last = at(t.daysAgo, t.thread.length - 1);
        return {
          id: t.id,
          locationId: t.locationId,
          title: t.title,
          categoryId: t.categoryId,
          contactId: t.contactId,
          complaintTypeId: t.complaintTypeId,
          lastStatus: t.lastStatus,
          priority: t.priority,
          createdBy: t.createdBy,
          cStamp: at(t.daysAgo, 0),
          mStamp: last,
          filesConfirmedAt: at(t.daysAgo, 0),
          emailsSentAt: at(t.daysAgo, 0),
        };
      }),
    )
    .onConflictDoNothing();
  let commId = 0;
  const firstComm = new Map<number, number>();
  const comm = DEMO_TICKETS.flatMap((t) =>
    t.thread.map(([author, message], step) => {
      commId += 1;
      if (step === 0) firstComm.set(t.id, commId);
      const stamp = at(t.daysAgo, step);
      return {
        id: commId,
        ticketId: t.id,
        fromUserId: author,
        fromContactName: NAMES[author] ?? "",
        message,
        cStamp: stamp,
        mStamp: stamp,
      };
    }),
  );
  await db.insert(ticketComm).values(comm).onConflictDoNothing();

  for (const file of DEMO_FILES) {
    const key = demoKey(file.id);
    const bytes = demoBytes(file.kind, file.name);
    if (!(await store.exists(key))) await store.put(key, new Blob([new Uint8Array(bytes)]).stream());
    const ticket = DEMO_TICKETS.find((t) => t.id === file.ticketId);
    const stamp = at(ticket?.daysAgo ?? 0, 0);
    await db
      .insert(files)
      .values({
        id: file.id,
        ownerId: file.ownerId,
        name: file.name,
        storageKey: key,
        size: bytes.byteLength,
        mime: file.kind === "png" ? "image/png" : "application/pdf",
        extension: file.kind,
        status: "linked",
        cStamp: stamp,
      })
      .onConflictDoNothing();
    await db
      .insert(fileRelations)
      .values({
        id: file.id,
        ticketId: file.ticketId,
        fileId: file.id,
        commId: file.commId === 0 ? (firstComm.get(file.ticketId) ?? null) : file.commId,
        confirmedAt: stamp,
        cStamp: stamp,
      })
      .onConflictDoNothing();
  }

  await db
    .insert(ticketsOld)
    .values(
      DEMO_OLD_TICKETS.map((t) => ({
        id: t.id,
        locationId: t.locationId,
        title: t.title,
        priority: t.priority,
        resolved: t.resolved,
        createdBy: t.createdBy,
        cStamp: at(t.daysAgo, 0),
        mStamp: at(t.daysAgo, t.thread.length - 1),
        edcStamp: t.edcInDays === null ? null : new Date(now.getTime() + t.edcInDays * DAY_MS),
      })),
    )
    .onConflictDoNothing();
  let entryId = 0;
  const thread = DEMO_OLD_TICKETS.flatMap((t) =>
    t.thread.map(([author, message], step) => {
      entryId += 1;
      const stamp = at(t.daysAgo, step);
      return {
        id: entryId,
        ticketId: t.id,
        fromUserId: author,
        fromContactName: NAMES[author] ?? "",
        message,
        cStamp: stamp,
        mStamp: stamp,
      };
    }),
  );
  await db.insert(ticketsOldThread).values(thread).onConflictDoNothing();

  await resyncIdentity(db, [
    "ticket_categories",
    "ticket_complaint_types",
    "ticket_contacts",
    "tickets",
    "ticket_comm",
    "files",
    "file_relations",
    "tickets_old",
    "tickets_old_thread",
  ]);
}
