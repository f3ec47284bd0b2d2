import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Database } from "../../db/database";
import { resyncIdentity } from "../../seed/reference-seed";
import type { FileStore } from "../../files/services/file-store";
import { files } from "../../files/tables/files";
import { demoPdf, demoPng } from "../../files/seed/demo-files";
import { trainingFiles } from "../tables/training-files";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A 3-second VP8 WebM (17 KB) made once in Chromium with MediaRecorder from a drawn canvas. */
const VIDEO_PATH = fileURLToPath(new URL("./assets/espresso-steps.webm", import.meta.url));

/** Greek captions of the demo video (WebVTT, shown by `<track kind="captions">`). */
const CAPTIONS = `WEBVTT

00:00.000 --> 00:01.500
Βήμα 1: αλέθουμε 18 γραμμάρια καφέ.

00:01.500 --> 00:03.000
Βήμα 2: πατάμε και εκχυλίζουμε για 25 δευτερόλεπτα.
`;

type Body = {
  readonly name: string;
  readonly mime: string;
  readonly extension: string;
  readonly bytes: () => Uint8Array;
};

/** Fixed file ids above the other areas' demo files, so seeds run in any order. */
const BODIES: Readonly<Record<number, Body>> = {
  2601: {
    name: "kleisimo-tameiou.pdf",
    mime: "application/pdf",
    extension: "pdf",
    bytes: () => demoPdf("Z report and cash count"),
  },
  2602: {
    name: "vitrina-protypo.png",
    mime: "image/png",
    extension: "png",
    bytes: () => demoPng(640, 360, [0x7a, 0x4a, 0x2a], [0xf4, 0xef, 0xe6]),
  },
  2603: {
    name: "espresso-vimata.webm",
    mime: "video/webm",
    extension: "webm",
    bytes: () => readFileSync(VIDEO_PATH),
  },
  2604: {
    name: "espresso-vimata.vtt",
    mime: "text/vtt",
    extension: "vtt",
    bytes: () => new TextEncoder().encode(CAPTIONS),
  },
  2605: {
    name: "haccp-elegxos.pdf",
    mime: "application/pdf",
    extension: "pdf",
    bytes: () => demoPdf("HACCP checklist"),
  },
  2606: {
    name: "tameiako-egxeiridio.pdf",
    mime: "application/pdf",
    extension: "pdf",
    bytes: () => demoPdf("Cash register manual: open, sell, refund, Z report"),
  },
};

const demoKey = (id: number): string => `7a/7a000000-0000-4000-8000-${String(id).padStart(12, "0")}`;

/**
 * The demo's training files (demo mode only; fixed ids, so a second run changes nothing): a PDF on
 * the note "Κλείσιμο ταμείου" for every role, a picture for store staff, a video with Greek captions
 * on the note "Άνοιγμα καταστήματος", and a hygiene checklist for head office and staff of store 1;
 * on material (issue #33 item 3), the same video for every role on the welcome guide and the cash
 * register manual as a PDF.
 */
export async function seedTrainingFilesDemo(db: Database, store: FileStore, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  for (const [id, body] of Object.entries(BODIES)) {
    const bytes = body.bytes();
    const key = demoKey(Number(id));
    if (!(await store.exists(key))) await store.put(key, new Blob([new Uint8Array(bytes)]).stream());
    await db
      .insert(files)
      .values({
        id: Number(id),
        ownerId: 1,
        name: body.name,
        storageKey: key,
        size: bytes.byteLength,
        mime: body.mime,
        extension: body.extension,
        status: "linked",
        cStamp: at(-5),
      })
      .onConflictDoNothing();
  }
  await db
    .insert(trainingFiles)
    .values([
      {
        id: 1,
        fileId: 2601,
        kind: "document",
        title: "Κλείσιμο ταμείου: αναφορά Ζ βήμα βήμα",
        noteId: 2,
        cStamp: at(-4),
      },
      {
        id: 2,
        fileId: 2602,
        kind: "document",
        title: "Πρότυπο βιτρίνας",
        materialId: 3,
        roles: ["user", "store_manager", "franchisee", "greg-user"],
        cStamp: at(-3),
      },
      {
        id: 3,
        fileId: 2603,
        captionFileId: 2604,
        kind: "video",
        title: "Espresso σε τρία βήματα",
        noteId: 1,
        cStamp: at(-2),
      },
      {
        id: 4,
        fileId: 2605,
        kind: "document",
        title: "Έλεγχος HACCP πριν το άνοιγμα",
        roles: ["user", "greg-user", "azureUser"],
        locationIds: [1],
        cStamp: at(-1),
      },
      {
        id: 5,
        fileId: 2603,
        captionFileId: 2604,
        kind: "video",
        title: "Espresso σε τρία βήματα",
        materialId: 1,
        cStamp: at(-3),
      },
      {
        id: 6,
        fileId: 2606,
        kind: "document",
        title: "Εγχειρίδιο ταμειακού συστήματος (PDF)",
        materialId: 2,
        cStamp: at(-3),
      },
    ])
    .onConflictDoNothing();
  await resyncIdentity(db, ["files", "training_files"]);
}
