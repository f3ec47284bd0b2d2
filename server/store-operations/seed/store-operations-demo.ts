import { Temporal } from "temporal-polyfill";
import type { Database } from "../../db/database";
import { resyncIdentity } from "../../seed/reference-seed";
import type { FileStore } from "../../files/services/file-store";
import { demoPdf } from "../../files/seed/demo-files";
import { files } from "../../files/tables/files";
import { groupToday } from "../services/group-today";
import { licenseFiles, licenses } from "../tables/licenses";
import { maintenanceFiles, maintenanceRecords } from "../tables/maintenance-records";
import { stockCountLines, stockCounts } from "../tables/stock-counts";
import { storeMenuProducts } from "../tables/store-menu";

/*
 * Demo licences, equipment and store menus for every demo store. Dates are placed around the day of
 * the first seeding, so every list shows red, amber and green rows and the reminders have work to
 * do; existing rows are kept on later starts. Ids from 1701 (issue 17).
 */

const LICENSE_TITLES = [
  "Άδεια λειτουργίας καταστήματος υγειονομικού ενδιαφέροντος",
  "Πιστοποιητικό πυρασφάλειας",
  "Άδεια μουσικής",
  "Άδεια κατάληψης κοινόχρηστου χώρου (τραπεζοκαθίσματα)",
  "Πιστοποίηση HACCP (ISO 22000)",
];
const EQUIPMENT = [
  "Φούρνος Rational iCombi Pro",
  "Μηχανή espresso La Marzocco",
  "Ψυκτικός θάλαμος",
  "Απορροφητήρας και φίλτρα λιπών",
  "Πυροσβεστήρες (6 τεμ.)",
  "Κλιματιστικό σάλας",
];
const MENU = [
  ["Καφές espresso (κόκκοι)", "kg", 18],
  ["Γάλα φρέσκο 3,5%", "lt", 60],
  ["Κρουασάν βουτύρου (κατεψυγμένα)", "τεμ.", 240],
  ["Τυρί φέτα ΠΟΠ", "kg", 12],
  ["Ψωμί για σάντουιτς", "τεμ.", 150],
  ["Νερό 500ml", "τεμ.", 480],
  ["Χυμός πορτοκάλι 1lt", "τεμ.", 36],
  ["Κύπελλα χάρτινα 12oz", "τεμ.", 1200],
] as const;

/** Days from the seeding day to each licence's expiry, per store: red, amber and green in every store. */
const LICENSE_OFFSETS = [-6, 12, 27, 95, 240];
const SERVICE_OFFSETS = [-15, 5, 21, 60, 120, 200];
const DEMO_STORE_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
// Hex keys like every file store key; "5e" keeps them apart from the tickets' demo files ("de").
const demoFileKey = (id: number) => `5e/5e000000-0000-4000-8000-${String(id).padStart(12, "0")}`;

export async function seedStoreOperationsDemo(db: Database, store: FileStore, now: Date): Promise<void> {
  const today = groupToday(now);
  const day = (offset: number) => today.add({ days: offset }).toString();
  const stamp = now;
  let licenseId = 1700;
  let serviceId = 1700;
  let fileId = 1700;
  const licenseRows: (typeof licenses.$inferInsert)[] = [];
  const serviceRows: (typeof maintenanceRecords.$inferInsert)[] = [];
  const fileRows: { id: number; name: string; line: string; license?: number; service?: number }[] = [];
  for (const storeId of DEMO_STORE_IDS) {
    LICENSE_TITLES.forEach((title, index) => {
      licenseId += 1;
      // Each store misses one licence kind, so the lists differ between stores.
      if ((index + storeId) % 5 === 4) return;
      const offset = (LICENSE_OFFSETS[(index + storeId) % LICENSE_OFFSETS.length] ?? 90) + storeId;
      const expiration = Temporal.PlainDate.from(day(offset));
      licenseRows.push({
        id: licenseId,
        storeId,
        title,
        startDate: expiration.subtract({ years: index === 4 ? 3 : 1 }).toString(),
        expirationDate: expiration.toString(),
        renewalDate: index % 2 === 0 ? expiration.subtract({ years: 1, days: 20 }).toString() : null,
        createdBy: 2,
        cStamp: stamp,
        mStamp: stamp,
      });
      if (index < 2) {
        fileId += 1;
        fileRows.push({
          id: fileId,
          name: `licence-${storeId}-${index + 1}.pdf`,
          line: `Licence ${storeId}-${index + 1}`,
          license: licenseId,
        });
      }
    });
    EQUIPMENT.forEach((equipment, index) => {
      serviceId += 1;
      if ((index + storeId) % 6 === 5) return;
      const offset = (SERVICE_OFFSETS[(index + storeId) % SERVICE_OFFSETS.length] ?? 60) + storeId;
      const next = Temporal.PlainDate.from(day(offset));
      serviceRows.push({
        id: serviceId,
        storeId,
        equipment,
        maintenanceDate: next.subtract({ months: 6 }).toString(),
        nextMaintenanceDate: next.toString(),
        notes: index === 0 ? "Καθαρισμός γεννήτριας ατμού και αλλαγή φλάντζας πόρτας." : "",
        createdBy: 3,
        cStamp: stamp,
        mStamp: stamp,
      });
      if (index === 0) {
        fileId += 1;
        fileRows.push({
          id: fileId,
          name: `service-report-${storeId}.pdf`,
          line: `Service report ${storeId}`,
          service: serviceId,
        });
      }
    });
  }
  await db.insert(licenses).values(licenseRows).onConflictDoNothing();
  await db.insert(maintenanceRecords).values(serviceRows).onConflictDoNothing();
  // The files' bodies (those a restart finds missing) and rows, each kind in one statement: three
  // statements per file were the largest part of the seeds' work at every start (BENCHMARKS.md).
  const bodies = fileRows.map((file) => ({ ...file, key: demoFileKey(file.id), bytes: demoPdf(file.line) }));
  await Promise.all(
    bodies.map(async ({ key, bytes }) => {
      if (!(await store.exists(key))) await store.put(key, new Blob([new Uint8Array(bytes)]).stream());
    }),
  );
  await db
    .insert(files)
    .values(
      bodies.map((file) => ({
        id: file.id,
        ownerId: 2,
        name: file.name,
        storageKey: file.key,
        size: file.bytes.byteLength,
        mime: "application/pdf",
        extension: "pdf",
        status: "linked" as const,
        cStamp: stamp,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(licenseFiles)
    .values(
      fileRows.flatMap((file) =>
        file.license === undefined ? [] : [{ licenseId: file.license, fileId: file.id }],
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(maintenanceFiles)
    .values(
      fileRows.flatMap((file) =>
        file.service === undefined ? [] : [{ maintenanceId: file.service, fileId: file.id }],
      ),
    )
    .onConflictDoNothing();
  let productId = 1700;
  await db
    .insert(storeMenuProducts)
    .values(
      DEMO_STORE_IDS.flatMap((storeId) =>
        MENU.map(([title, unit, expected], index) => {
          productId += 1;
          const counted = index % 3 !== 2;
          return {
            id: productId,
            storeId,
            title,
            unit,
            expectedStock: expected,
            physicalStock: counted ? expected - ((index + storeId) % 4) : null,
            countedBy: counted ? 3 : null,
            countedAt: counted ? stamp : null,
          };
        }),
      ),
    )
    .onConflictDoNothing();
  // The counts above as each store's first entry in its count history (by the store manager).
  await db
    .insert(stockCounts)
    .values(
      DEMO_STORE_IDS.map((storeId) => ({ id: 1700 + storeId, storeId, countedBy: 3, countedAt: stamp })),
    )
    .onConflictDoNothing();
  await db
    .insert(stockCountLines)
    .values(
      DEMO_STORE_IDS.flatMap((storeId, storeIndex) =>
        MENU.flatMap(([, , expected], index) =>
          index % 3 === 2
            ? []
            : [
                {
                  countId: 1700 + storeId,
                  productId: 1701 + storeIndex * MENU.length + index,
                  expectedStock: expected,
                  physicalStock: expected - ((index + storeId) % 4),
                },
              ],
        ),
      ),
    )
    .onConflictDoNothing();
  await resyncIdentity(db, [
    "licenses",
    "maintenance_records",
    "files",
    "store_menu_products",
    "stock_counts",
  ]);
}
