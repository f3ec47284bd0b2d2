import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { activityLog } from "../../db/schema/activity-log";
import type { FileStore } from "../../files/services/file-store";
import { files } from "../../files/tables/files";
import { demoPdf } from "../../files/seed/demo-files";
import { resyncIdentity } from "../../seed/reference-seed";
import { sharedDocuments } from "../tables/shared-documents";

/*
 * Demo data of the account area (demo mode only): documents head office shares on /files (for
 * everyone, for a role, for one store), and a history of sign-ins and changes on /activity for every
 * demo account, from Greek addresses and the devices people use. Idempotent: fixed ids and a marker.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const HEAD_OFFICE_USER = 1;

/** Fixed ids above the tickets' demo files, so both seeds can run in any order. */
const DEMO_DOCUMENTS = [
  { id: 501, title: "Εγχειρίδιο υγιεινής τροφίμων HACCP 2026.pdf", storeId: null, role: null, daysAgo: 40 },
  { id: 502, title: "Κανονισμός λειτουργίας καταστημάτων.pdf", storeId: null, role: null, daysAgo: 25 },
  { id: 503, title: "Πρόγραμμα βαρδιών Δεκεμβρίου - Σύνταγμα.pdf", storeId: 1, role: null, daysAgo: 2 },
  { id: 504, title: "Πρόγραμμα βαρδιών Δεκεμβρίου - Θεσσαλονίκη.pdf", storeId: 2, role: null, daysAgo: 2 },
  { id: 505, title: "Απογραφή αποθήκης Νοεμβρίου - Πάτρα.pdf", storeId: 3, role: null, daysAgo: 5 },
  { id: 506, title: "Έλεγχος πυρασφάλειας - Ηράκλειο.pdf", storeId: 4, role: null, daysAgo: 9 },
  {
    id: 507,
    title: "Οδηγός πρώτης εβδομάδας εκπαιδευόμενου.pdf",
    storeId: null,
    role: "trainee",
    daysAgo: 12,
  },
  { id: 508, title: "Όροι συνεργασίας franchise 2026.pdf", storeId: null, role: "franchisee", daysAgo: 30 },
  {
    id: 509,
    title: "Αναφορά πωλήσεων τριμήνου - οδηγίες.pdf",
    storeId: null,
    role: "store_manager",
    daysAgo: 7,
  },
] as const;

const DEVICES = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
] as const;
const ADDRESSES = ["94.66.12.41", "176.58.201.9", "62.103.77.150", "2a02:587:3c18:9d00::1"] as const;
const DEMO_USERS = [1, 2, 3, 4, 5, 6, 7] as const;
const MARKER = "demo-history";

/** The key of a demo document's body in the file store: fixed, so a restart finds what it wrote. */
const documentKey = (id: number): string => `dd/dd000000-0000-4000-8000-${String(id).padStart(12, "0")}`;

export async function seedAccountDemo(db: Database, store: FileStore, now: Date): Promise<void> {
  for (const doc of DEMO_DOCUMENTS) {
    const key = documentKey(doc.id);
    const bytes = demoPdf(`Franchise portal document ${doc.id}`);
    if (!(await store.exists(key))) await store.put(key, new Blob([new Uint8Array(bytes)]).stream());
    const stamp = new Date(now.getTime() - doc.daysAgo * DAY_MS);
    await db
      .insert(files)
      .values({
        id: doc.id,
        ownerId: HEAD_OFFICE_USER,
        name: doc.title,
        storageKey: key,
        size: bytes.byteLength,
        mime: "application/pdf",
        extension: "pdf",
        status: "linked",
        cStamp: stamp,
      })
      .onConflictDoNothing();
    await db
      .insert(sharedDocuments)
      .values({
        id: doc.id,
        fileId: doc.id,
        title: doc.title,
        storeId: doc.storeId,
        role: doc.role,
        sharedBy: HEAD_OFFICE_USER,
        cStamp: stamp,
      })
      .onConflictDoNothing();
  }

  const [seeded] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(activityLog)
    .where(sql`${activityLog.detail} like ${`%${MARKER}%`}`);
  if ((seeded?.n ?? 0) === 0) {
    const rows = DEMO_USERS.flatMap((userId) =>
      [
        { status: "login", daysAgo: 21, hour: 8 },
        { status: "logout", daysAgo: 21, hour: 16 },
        { status: "login", daysAgo: 9, hour: 9 },
        { status: "profile_updated", daysAgo: 9, hour: 10 },
        { status: "login", daysAgo: 3, hour: 7 },
        { status: "password_changed", daysAgo: 3, hour: 7.5 },
        { status: "login", daysAgo: 1, hour: 18 },
      ].map((event, index) => ({
        contactId: userId,
        status: event.status,
        ip: ADDRESSES[(userId + index) % ADDRESSES.length] ?? null,
        cStamp: new Date(now.getTime() - event.daysAgo * DAY_MS + event.hour * 3_600_000 - 12 * 3_600_000),
        detail: JSON.stringify({ device: DEVICES[(userId + index) % DEVICES.length], seed: MARKER }),
      })),
    );
    await db.insert(activityLog).values(rows);
  }
  await resyncIdentity(db, ["files", "shared_documents"]);
}
