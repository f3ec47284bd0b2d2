import { and, desc, eq, gte, inArray, lt, ne, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Temporal } from "temporal-polyfill";
import { RECENT_ORDERS_WINDOW_DAYS, UNPAID_TRANSACTION_TYPE } from "../../../core/constants/portal-constants";
import type {
  InvoiceRowWire,
  OrderRowWire,
  ReceiptRowWire,
  StoreTotalsWire,
  SubscriptionRowWire,
  TransactionRowWire,
} from "../../../core/commerce/commerce-wire";
import { pageOfRows } from "../../../core/lists/keyset-cursor";
import type { KeysetQuery } from "../../../core/schemas/keyset-page";
import type { Database } from "../../db/database";
import { stores } from "../../db/schema/stores";
import { NotFound } from "../../domain-errors";
import {
  commerceInvoices,
  commerceOrders,
  commerceReceipts,
  commerceSubscriptions,
  commerceTransactions,
} from "../tables/commerce-documents";
import { euros, lineWire } from "./commerce-money";

/** The keyset condition of a page: the store, and ids below the cursor. */
function pageWhere(
  table: { locationId: AnyPgColumn; id: AnyPgColumn },
  locationId: number,
  query: KeysetQuery,
  ...more: SQL[]
) {
  return and(
    eq(table.locationId, locationId),
    ...(query.beforeId === null ? [] : [lt(table.id, query.beforeId)]),
    ...more,
  );
}

/** The invoice tabs of /invoices (spec 4: unpaid means transaction_type 2, paid anything else). */
export type InvoiceFilter = "all" | "paid" | "unpaid";

const invoiceFilter = (filter: InvoiceFilter): SQL[] =>
  filter === "unpaid"
    ? [eq(commerceInvoices.transactionType, UNPAID_TRANSACTION_TYPE)]
    : filter === "paid"
      ? [ne(commerceInvoices.transactionType, UNPAID_TRANSACTION_TYPE)]
      : [];

export async function listOrders(db: Database, locationId: number, query: KeysetQuery) {
  const rows = await db
    .select()
    .from(commerceOrders)
    .where(pageWhere(commerceOrders, locationId, query))
    .orderBy(desc(commerceOrders.id))
    .limit(query.limit + 1);
  return pageOfRows(rows.map(orderWire), query.limit);
}

export const orderWire = (row: typeof commerceOrders.$inferSelect): OrderRowWire => ({
  id: row.id,
  location_id: row.locationId,
  number: row.number,
  date: row.date,
  total_value_final: euros(row.totalCents),
  lines: row.lines.map(lineWire),
});

/** The signed link of an invoice's PDF (the routes sign it with the server's secret). */
export type InvoiceLink = (invoiceId: number) => string;

export async function listInvoices(
  db: Database,
  locationId: number,
  query: KeysetQuery,
  filter: InvoiceFilter,
  pdfLink: InvoiceLink,
) {
  const rows = await db
    .select()
    .from(commerceInvoices)
    .where(pageWhere(commerceInvoices, locationId, query, ...invoiceFilter(filter)))
    .orderBy(desc(commerceInvoices.id))
    .limit(query.limit + 1);
  return pageOfRows(
    rows.map((row) => invoiceWire(row, pdfLink)),
    query.limit,
  );
}

/** One invoice with its store's title (the PDF's heading); NotFound when there is no such invoice. */
export async function invoiceWithStoreTitle(db: Database, invoiceId: number) {
  const [row] = await db
    .select({ invoice: commerceInvoices, storeTitle: stores.title })
    .from(commerceInvoices)
    .innerJoin(stores, eq(stores.id, commerceInvoices.locationId))
    .where(eq(commerceInvoices.id, invoiceId))
    .limit(1);
  if (row === undefined) throw new NotFound("b2b_not_found");
  return row;
}

export const invoiceWire = (
  row: typeof commerceInvoices.$inferSelect,
  pdfLink: InvoiceLink,
): InvoiceRowWire => ({
  id: row.id,
  location_id: row.locationId,
  number: row.number,
  transaction_type: row.transactionType,
  invoice_date: row.invoiceDate,
  c_stamp: row.cStamp.toISOString(),
  m_stamp: row.mStamp.toISOString(),
  total_value_final: euros(row.totalCents),
  lines: row.lines.map(lineWire),
  pdf_url: pdfLink(row.id),
});

export async function listTransactions(db: Database, locationId: number, query: KeysetQuery) {
  const rows = await db
    .select()
    .from(commerceTransactions)
    .where(pageWhere(commerceTransactions, locationId, query))
    .orderBy(desc(commerceTransactions.id))
    .limit(query.limit + 1);
  return pageOfRows(
    rows.map((row): TransactionRowWire => ({
      id: row.id,
      location_id: row.locationId,
      circuit_code: row.circuitCode,
      etiology: row.etiology,
      total_value_final: euros(row.totalCents),
      c_stamp: row.cStamp.toISOString(),
    })),
    query.limit,
  );
}

export async function listReceipts(db: Database, locationId: number, query: KeysetQuery) {
  const rows = await db
    .select()
    .from(commerceReceipts)
    .where(pageWhere(commerceReceipts, locationId, query))
    .orderBy(desc(commerceReceipts.id))
    .limit(query.limit + 1);
  return pageOfRows(
    rows.map((row): ReceiptRowWire => ({
      id: row.id,
      location_id: row.locationId,
      number: row.number,
      receipt_date: row.receiptDate,
      total_value_final: euros(row.totalCents),
      c_stamp: row.cStamp.toISOString(),
    })),
    query.limit,
  );
}

export const subscriptionWire = (row: typeof commerceSubscriptions.$inferSelect): SubscriptionRowWire => ({
  id: row.id,
  location_id: row.locationId,
  title: row.title,
  start_date: row.startDate,
  end_date: row.endDate,
  renewal_start_date: row.renewalStartDate,
  renewal_end_date: row.renewalEndDate,
});

/** A store has a handful of subscriptions: one unpaged list, the soonest to end first. */
export async function listSubscriptions(db: Database, locationId: number) {
  const rows = await db
    .select()
    .from(commerceSubscriptions)
    .where(eq(commerceSubscriptions.locationId, locationId))
    .orderBy(commerceSubscriptions.endDate, commerceSubscriptions.id);
  return rows.map(subscriptionWire);
}

const byStore = <R extends { locationId: number }>(rows: readonly R[], id: number) =>
  rows.find((row) => row.locationId === id);

/**
 * The dashboard widget's figures per store, summed in cents by the database (exact): receipts of
 * the user's current month, unpaid invoices, orders of the past 30 days (the same window as
 * core/commerce/order-recency.ts, counted from the user's today).
 */
export async function widgetTotals(
  db: Database,
  locationIds: readonly number[],
  today: Temporal.PlainDate,
): Promise<StoreTotalsWire[]> {
  const monthStart = today.with({ day: 1 }).toString();
  const oldestRecent = today.subtract({ days: RECENT_ORDERS_WINDOW_DAYS }).toString();
  const [receipts, invoices, orders] = await Promise.all([
    db
      .select({
        locationId: commerceReceipts.locationId,
        cents: sql<string>`coalesce(sum(${commerceReceipts.totalCents}), 0)`,
        count: sql<string>`count(*)`,
      })
      .from(commerceReceipts)
      .where(
        and(
          inArray(commerceReceipts.locationId, [...locationIds]),
          gte(commerceReceipts.receiptDate, monthStart),
        ),
      )
      .groupBy(commerceReceipts.locationId),
    db
      .select({
        locationId: commerceInvoices.locationId,
        cents: sql<string>`coalesce(sum(${commerceInvoices.totalCents}), 0)`,
        count: sql<string>`count(*)`,
      })
      .from(commerceInvoices)
      .where(
        and(
          inArray(commerceInvoices.locationId, [...locationIds]),
          eq(commerceInvoices.transactionType, UNPAID_TRANSACTION_TYPE),
        ),
      )
      .groupBy(commerceInvoices.locationId),
    db
      .select({ locationId: commerceOrders.locationId, count: sql<string>`count(*)` })
      .from(commerceOrders)
      .where(
        and(inArray(commerceOrders.locationId, [...locationIds]), gte(commerceOrders.date, oldestRecent)),
      )
      .groupBy(commerceOrders.locationId),
  ]);
  return [...new Set(locationIds)].map((id) => ({
    location_id: id,
    receipts_month_total: euros(Number(byStore(receipts, id)?.cents ?? 0)),
    receipts_month_count: Number(byStore(receipts, id)?.count ?? 0),
    unpaid_invoices_total: euros(Number(byStore(invoices, id)?.cents ?? 0)),
    unpaid_invoices_count: Number(byStore(invoices, id)?.count ?? 0),
    recent_orders_count: Number(byStore(orders, id)?.count ?? 0),
  }));
}
