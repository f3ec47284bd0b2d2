import { date, index, integer, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { stores } from "../../db/schema/stores";

/*
 * The commerce records of a store (spec section 3: Order, Invoice, Transaction, Subscription, and the
 * receipts by location). Money is kept in whole cents (`*_cents`), so sums are exact integers and the
 * wire's 2-decimal totals never drift (spec 9: "Transaction totals show 2 decimals"). Every list is
 * read per store newest first by id, a keyset scan of its (location_id, id DESC) index.
 */

/** One line of an order or invoice, as stored (cents) — the wire's CommerceLine in euros. */
export interface StoredLine {
  readonly description: string;
  readonly quantity: number;
  readonly unitCents: number;
}

const storeColumn = () =>
  integer("location_id")
    .notNull()
    .references(() => stores.id, { onDelete: "cascade" });

export const commerceOrders = pgTable(
  "commerce_orders",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    locationId: storeColumn(),
    number: text().notNull(),
    date: date({ mode: "string" }).notNull(),
    totalCents: integer("total_cents").notNull(),
    lines: jsonb().$type<readonly StoredLine[]>().notNull(),
  },
  (t) => [
    index("commerce_orders_location_id_idx").on(t.locationId, t.id.desc()),
    index("commerce_orders_location_date_idx").on(t.locationId, t.date),
  ],
);

export const commerceInvoices = pgTable(
  "commerce_invoices",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    locationId: storeColumn(),
    number: text().notNull(),
    /** 2 means unpaid (spec 3); the demo uses 1 for paid. */
    transactionType: smallint("transaction_type").notNull(),
    invoiceDate: date("invoice_date", { mode: "string" }).notNull(),
    totalCents: integer("total_cents").notNull(),
    lines: jsonb().$type<readonly StoredLine[]>().notNull(),
    cStamp: timestamp("c_stamp", { withTimezone: true }).notNull(),
    mStamp: timestamp("m_stamp", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("commerce_invoices_location_id_idx").on(t.locationId, t.id.desc()),
    index("commerce_invoices_location_type_idx").on(t.locationId, t.transactionType),
  ],
);

export const commerceTransactions = pgTable(
  "commerce_transactions",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    locationId: storeColumn(),
    circuitCode: smallint("circuit_code").notNull(),
    etiology: text().notNull(),
    totalCents: integer("total_cents").notNull(),
    cStamp: timestamp("c_stamp", { withTimezone: true }).notNull(),
  },
  (t) => [index("commerce_transactions_location_id_idx").on(t.locationId, t.id.desc())],
);

export const commerceSubscriptions = pgTable(
  "commerce_subscriptions",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    locationId: storeColumn(),
    title: text().notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    renewalStartDate: date("renewal_start_date", { mode: "string" }),
    renewalEndDate: date("renewal_end_date", { mode: "string" }),
  },
  (t) => [index("commerce_subscriptions_location_id_idx").on(t.locationId)],
);

export const commerceReceipts = pgTable(
  "commerce_receipts",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    locationId: storeColumn(),
    number: text().notNull(),
    receiptDate: date("receipt_date", { mode: "string" }).notNull(),
    totalCents: integer("total_cents").notNull(),
    cStamp: timestamp("c_stamp", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("commerce_receipts_location_id_idx").on(t.locationId, t.id.desc()),
    index("commerce_receipts_location_date_idx").on(t.locationId, t.receiptDate),
  ],
);
