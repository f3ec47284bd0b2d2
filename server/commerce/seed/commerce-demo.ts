import { count, isNull } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { Database } from "../../db/database";
import { stores } from "../../db/schema/stores";
import {
  commerceInvoices,
  commerceOrders,
  commerceReceipts,
  commerceSubscriptions,
  commerceTransactions,
  type StoredLine,
} from "../tables/commerce-documents";
import { linesTotalCents } from "../services/commerce-money";

/**
 * Demo commerce data (demo mode only) for every store, over the two years before `now`: an order
 * every 4 days, an invoice a week (the last few unpaid), a transaction every 3 days across the
 * spec's circuit codes, a till receipt a day for the last 90 days, and three subscriptions. Numbers
 * come from a fixed sequence, so every start shows the same data; seeded once (an empty table).
 */

const PRODUCTS: readonly { readonly description: string; readonly unitCents: number }[] = [
  { description: "Καφές espresso χαρμάνι 1 kg", unitCents: 1890 },
  { description: "Γάλα πλήρες 1 L (12 τεμ.)", unitCents: 1404 },
  { description: "Χάρτινα ποτήρια 12 oz (50 τεμ.)", unitCents: 475 },
  { description: "Ζάχαρη σε φακελάκια (1.000 τεμ.)", unitCents: 1250 },
  { description: "Κρουασάν βουτύρου, κιβώτιο 48 τεμ.", unitCents: 3360 },
  { description: "Χυμός πορτοκάλι φρέσκος 1 L", unitCents: 320 },
  { description: "Νερό 0,5 L (24 τεμ.)", unitCents: 480 },
  { description: "Καθαριστικό μηχανής espresso", unitCents: 1590 },
  { description: "Σφολιάτα τυρόπιτα, κιβώτιο 40 τεμ.", unitCents: 2880 },
];

const TRANSACTION_KINDS: readonly {
  readonly code: number;
  readonly etiology: string;
  readonly sign: 1 | -1;
}[] = [
  { code: 1, etiology: "Αγορά πρώτων υλών", sign: -1 },
  { code: 5, etiology: "Πωλήσεις ημέρας", sign: 1 },
  { code: 7, etiology: "Πληρωμή προμηθευτή", sign: -1 },
  { code: 10, etiology: "Λογαριασμός ηλεκτρικού ρεύματος", sign: -1 },
  { code: 15, etiology: "Συντήρηση μηχανής espresso", sign: -1 },
  { code: 20, etiology: "Απογραφή αποθήκης", sign: 1 },
  { code: 25, etiology: "Παραγγελία αγοράς προς κεντρική αποθήκη", sign: -1 },
  { code: 35, etiology: "Παραγγελία πελάτη (catering)", sign: 1 },
];

const SUBSCRIPTIONS = ["Σύστημα ταμείου POS", "Μουσική καταστήματος", "Λογισμικό αποθήκης"] as const;

/** A small fixed pseudo-random sequence (a linear congruential generator): the same data each start. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function linesOf(next: () => number): StoredLine[] {
  const howMany = 2 + Math.floor(next() * 4);
  const start = Math.floor(next() * PRODUCTS.length);
  return Array.from({ length: howMany }, (_, index) => {
    const product = PRODUCTS[(start + index) % PRODUCTS.length] ?? PRODUCTS[0]!;
    return { ...product, quantity: 1 + Math.floor(next() * 12) };
  });
}

const instantOf = (day: Temporal.PlainDate, hour: number) =>
  new Date(day.toZonedDateTime({ timeZone: "Europe/Athens", plainTime: { hour } }).epochMilliseconds);

const DAYS_OF_HISTORY = 730;
const BATCH = 500;

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let index = 0; index < rows.length; index += BATCH) await insert(rows.slice(index, index + BATCH));
}

export async function seedCommerceDemo(db: Database, now: Date): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(commerceOrders);
  if ((existing?.n ?? 0) > 0) return;
  const today = Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO("Europe/Athens")
    .toPlainDate();
  // The open stores: the demo's two closed stores (issue 35) keep no figures.
  const storeRows = await db
    .select({ id: stores.id, warehouseId: stores.warehouseId })
    .from(stores)
    .where(isNull(stores.closedAt));

  const orders: (typeof commerceOrders.$inferInsert)[] = [];
  const invoices: (typeof commerceInvoices.$inferInsert)[] = [];
  const transactions: (typeof commerceTransactions.$inferInsert)[] = [];
  const receipts: (typeof commerceReceipts.$inferInsert)[] = [];
  const subscriptions: (typeof commerceSubscriptions.$inferInsert)[] = [];

  for (const store of storeRows) {
    const next = sequence(store.id * 7919);
    // Oldest first, so ids grow with dates and "newest first by id" is also by date.
    for (let daysAgo = DAYS_OF_HISTORY; daysAgo >= 0; daysAgo -= 1) {
      const day = today.subtract({ days: daysAgo });
      if (daysAgo % 4 === store.id % 4) {
        const lines = linesOf(next);
        orders.push({
          locationId: store.id,
          number: `ΠΑΡ-${store.warehouseId}-${day.toString().replaceAll("-", "")}`,
          date: day.toString(),
          totalCents: linesTotalCents(lines),
          lines,
        });
      }
      if (daysAgo % 7 === store.id % 7) {
        const lines = linesOf(next);
        const stamp = instantOf(day, 10);
        invoices.push({
          locationId: store.id,
          number: `ΤΙΜ-${store.warehouseId}-${day.toString().replaceAll("-", "")}`,
          // The last month's invoices are partly unpaid; older ones are all paid.
          transactionType: daysAgo < 35 && next() < 0.6 ? 2 : 1,
          invoiceDate: day.toString(),
          totalCents: linesTotalCents(lines),
          lines,
          cStamp: stamp,
          mStamp: stamp,
        });
      }
      if (daysAgo % 3 === store.id % 3) {
        const kind =
          TRANSACTION_KINDS[Math.floor(next() * TRANSACTION_KINDS.length)] ?? TRANSACTION_KINDS[0]!;
        transactions.push({
          locationId: store.id,
          circuitCode: kind.code,
          etiology: kind.etiology,
          totalCents: kind.sign * (2_000 + Math.floor(next() * 180_000)),
          cStamp: instantOf(day, 12),
        });
      }
      if (daysAgo < 90) {
        receipts.push({
          locationId: store.id,
          number: `ΑΠΟ-${store.warehouseId}-${day.toString().replaceAll("-", "")}`,
          receiptDate: day.toString(),
          totalCents: 45_000 + Math.floor(next() * 110_000),
          cStamp: instantOf(day, 21),
        });
      }
    }
    SUBSCRIPTIONS.forEach((title, index) => {
      const start = today.subtract({ months: 11 - index * 3 });
      const end = start.add({ years: 1 }).subtract({ days: 1 });
      subscriptions.push({
        locationId: store.id,
        title,
        startDate: start.toString(),
        endDate: end.toString(),
        // The first is already renewed; the others wait for a renewal.
        renewalStartDate: index === 0 ? end.add({ days: 1 }).toString() : null,
        renewalEndDate: index === 0 ? end.add({ years: 1 }).toString() : null,
      });
    });
  }

  await insertInBatches(orders, (batch) => db.insert(commerceOrders).values(batch));
  await insertInBatches(invoices, (batch) => db.insert(commerceInvoices).values(batch));
  await insertInBatches(transactions, (batch) => db.insert(commerceTransactions).values(batch));
  await insertInBatches(receipts, (batch) => db.insert(commerceReceipts).values(batch));
  await insertInBatches(subscriptions, (batch) => db.insert(commerceSubscriptions).values(batch));
}
