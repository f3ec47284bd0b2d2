import type { Database } from "../../db/database";
import type { FileStore } from "../../files/services/file-store";
import { resyncIdentity } from "../../seed/reference-seed";
import { searchText } from "../../../core/search/search-text";
import { faqSearchText } from "../services/faq-service";
import { faqEntries } from "../tables/faq-entries";
import { informationEditors } from "../tables/information-editors";
import { informationMaterials } from "../tables/information-materials";
import { pages } from "../tables/pages";
import { contractors, coverageProducts, locationExceptions, reports } from "../tables/reference-files";
import { demoCsv, demoPdf } from "./demo-document";
import { DEMO_FAQ } from "./information-demo-faq";
import {
  DEMO_CONTRACTORS,
  DEMO_EDITOR_IDS,
  DEMO_EXCEPTIONS,
  DEMO_MATERIAL,
  DEMO_PRODUCTS,
  DEMO_REPORTS,
} from "./information-demo-files";
import { DEMO_PAGES } from "./information-demo-pages";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Fixed keys per demo document, so a restart writes the same body again instead of a new one. */
const demoKey = (kind: "material" | "report", id: number): string =>
  `${kind === "material" ? "e1" : "e2"}/${kind === "material" ? "e1" : "e2"}000000-0000-4000-8000-${String(id).padStart(12, "0")}`;

async function putOnce(store: FileStore, key: string, bytes: Uint8Array): Promise<void> {
  if (!(await store.exists(key))) await store.put(key, new Blob([new Uint8Array(bytes)]).stream());
}

/**
 * The information area's demo data (demo mode only): pages with bodies, the FAQ, information material
 * with PDF files, the contractors and products files with store exceptions, the report library and
 * head office's editor grants. Rows that exist are left as they are (edits made in the app survive).
 */
export async function seedInformationDemo(db: Database, store: FileStore, now: Date): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await db
    .insert(pages)
    .values([...DEMO_PAGES])
    .onConflictDoNothing();

  const existingFaq = await db.select({ id: faqEntries.id }).from(faqEntries).limit(1);
  if (existingFaq.length === 0)
    await db.insert(faqEntries).values(
      DEMO_FAQ.map((entry, index) => ({
        id: index + 1,
        ...entry,
        searchText: faqSearchText({
          category_gr: entry.categoryGr,
          category_en: entry.categoryEn,
          question_gr: entry.questionGr,
          question_en: entry.questionEn,
          answer_gr: entry.answerGr,
          answer_en: entry.answerEn,
        }),
        createdBy: 1,
        cStamp: ago(60 - index * 5),
      })),
    );

  for (const doc of DEMO_MATERIAL) {
    const key = demoKey("material", doc.id);
    const bytes = await demoPdf(doc.titleGr, [doc.descriptionGr, ...doc.paragraphs]);
    await putOnce(store, key, bytes);
    const { paragraphs: _paragraphs, daysAgo, ...fields } = doc;
    await db
      .insert(informationMaterials)
      .values({
        ...fields,
        fileMime: "application/pdf",
        previewText: doc.paragraphs.join("\n\n"),
        fileSize: bytes.byteLength,
        storageKey: key,
        searchText: searchText(
          [
            doc.categoryGr,
            doc.categoryEn,
            doc.titleGr,
            doc.titleEn,
            doc.descriptionGr,
            doc.descriptionEn,
          ].join(" "),
        ),
        cStamp: ago(daysAgo),
      })
      .onConflictDoNothing();
  }

  for (const report of DEMO_REPORTS) {
    const key = demoKey("report", report.id);
    const bytes = demoCsv([
      ["Κατάστημα", "Ποσό (€)", "Μεταβολή"],
      ["Αθήνα Σύνταγμα", String(48_200 + report.id * 310), "+4%"],
      ["Θεσσαλονίκη Αριστοτέλους", String(36_900 + report.id * 270), "+2%"],
      ["Πάτρα Ρήγα Φεραίου", String(21_400 + report.id * 150), "-1%"],
    ]);
    await putOnce(store, key, bytes);
    await db
      .insert(reports)
      .values({
        id: report.id,
        folder: report.folder,
        title: report.title,
        fileName: report.fileName,
        fileMime: "text/csv; charset=utf-8",
        fileSize: bytes.byteLength,
        storageKey: key,
        searchText: searchText(`${report.folder} ${report.title}`),
        modified: ago(report.daysAgo),
      })
      .onConflictDoNothing();
  }

  await db
    .insert(contractors)
    .values([...DEMO_CONTRACTORS])
    .onConflictDoNothing();
  await db
    .insert(coverageProducts)
    .values([...DEMO_PRODUCTS])
    .onConflictDoNothing();
  await db
    .insert(locationExceptions)
    .values(DEMO_EXCEPTIONS.map(([locationId, productId, note]) => ({ locationId, productId, note })))
    .onConflictDoNothing();
  await db
    .insert(informationEditors)
    .values(DEMO_EDITOR_IDS.map((userId) => ({ userId, grantedAt: now })))
    .onConflictDoNothing();
  await resyncIdentity(db, [
    "pages",
    "faq_entries",
    "information_materials",
    "reports",
    "contractors",
    "coverage_products",
  ]);
}
