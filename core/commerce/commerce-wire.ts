import * as Schema from "effect/Schema";
import { makeDecoder } from "../schemas/decode";
import { Id, LocationId } from "../schemas/ids";
import { Invoice } from "./invoice";
import { keysetPage } from "../schemas/keyset-page";
import { Order } from "./order";
import { Subscription } from "./subscription";
import { InstantFromString, PlainDateFromString } from "../schemas/temporal";
import { Transaction } from "./transaction";

/*
 * The commerce area's wire contract (docs/api-contract.md, "Commerce"): core's entities (spec
 * section 3) with what a screen needs beside them — the store, a number people quote, the total.
 * Money travels as a number with at most 2 decimals (the server keeps whole cents); the browser
 * formats it with core/commerce/transaction-total.ts. One schema each, for the server's OpenAPI
 * document and the browser's decoders.
 */

/** One line of an order or an invoice. */
export const CommerceLine = Schema.Struct({
  description: Schema.String,
  quantity: Schema.Int,
  unit_price: Schema.Finite,
  line_total: Schema.Finite,
}).annotate({ identifier: "CommerceLine" });
export type CommerceLine = typeof CommerceLine.Type;

export const OrderRow = Schema.Struct({
  ...Order.fields,
  location_id: LocationId,
  number: Schema.String,
  total_value_final: Schema.Finite,
  lines: Schema.Array(CommerceLine),
}).annotate({ identifier: "OrderRow" });
export type OrderRow = typeof OrderRow.Type;
/** What the server sends: dates and instants as text. */
export type OrderRowWire = typeof OrderRow.Encoded;
export const OrdersPage = keysetPage(OrderRow, "OrdersPage");

export const InvoiceRow = Schema.Struct({
  ...Invoice.fields,
  location_id: LocationId,
  number: Schema.String,
  total_value_final: Schema.Finite,
  lines: Schema.Array(CommerceLine),
  /** The invoice's PDF (v2 `invoices/pdf`), a signed link relative to the API base: an `<a href>` opens it. */
  pdf_url: Schema.String,
}).annotate({ identifier: "InvoiceRow" });
export type InvoiceRow = typeof InvoiceRow.Type;
/** What the server sends: dates and instants as text. */
export type InvoiceRowWire = typeof InvoiceRow.Encoded;
export const InvoicesPage = keysetPage(InvoiceRow, "InvoicesPage");

export const TransactionRow = Schema.Struct({
  ...Transaction.fields,
  location_id: LocationId,
}).annotate({ identifier: "TransactionRow" });
export type TransactionRow = typeof TransactionRow.Type;
/** What the server sends: dates and instants as text. */
export type TransactionRowWire = typeof TransactionRow.Encoded;
export const TransactionsPage = keysetPage(TransactionRow, "TransactionsPage");

export const SubscriptionRow = Schema.Struct({
  ...Subscription.fields,
  location_id: LocationId,
  title: Schema.String,
}).annotate({ identifier: "SubscriptionRow" });
export type SubscriptionRow = typeof SubscriptionRow.Type;
/** What the server sends: dates and instants as text. */
export type SubscriptionRowWire = typeof SubscriptionRow.Encoded;
export const SubscriptionList = Schema.Array(SubscriptionRow);

/** A till receipt of a store (GET receipts by location). */
export const ReceiptRow = Schema.Struct({
  id: Id,
  location_id: LocationId,
  number: Schema.String,
  receipt_date: PlainDateFromString,
  total_value_final: Schema.Finite,
  c_stamp: InstantFromString,
}).annotate({ identifier: "ReceiptRow" });
export type ReceiptRow = typeof ReceiptRow.Type;
/** What the server sends: dates and instants as text. */
export type ReceiptRowWire = typeof ReceiptRow.Encoded;
export const ReceiptsPage = keysetPage(ReceiptRow, "ReceiptsPage");

/**
 * GET widget/totals?location_ids=1,2: per store the figures the dashboard's widget shows — receipts of
 * the current month, unpaid invoices, orders of the past 30 days.
 */
export const StoreTotals = Schema.Struct({
  location_id: LocationId,
  receipts_month_total: Schema.Finite,
  receipts_month_count: Schema.Int,
  unpaid_invoices_total: Schema.Finite,
  unpaid_invoices_count: Schema.Int,
  recent_orders_count: Schema.Int,
}).annotate({ identifier: "StoreTotals" });
export type StoreTotals = typeof StoreTotals.Type;
/** What the server sends: dates and instants as text. */
export type StoreTotalsWire = typeof StoreTotals.Encoded;
export const WidgetTotals = Schema.Struct({ locations: Schema.Array(StoreTotals) }).annotate({
  identifier: "WidgetTotals",
});
export type WidgetTotals = typeof WidgetTotals.Type;

/** POST v2/subs/updateSubscription: sets a subscription's renewal period. */
export const UpdateSubscriptionPayload = Schema.Struct({
  id: Id,
  renewal_start_date: Schema.String,
  renewal_end_date: Schema.String,
});
export type UpdateSubscriptionPayload = typeof UpdateSubscriptionPayload.Type;

export const decodeOrdersPage = makeDecoder("OrdersPage", OrdersPage);
export const decodeInvoicesPage = makeDecoder("InvoicesPage", InvoicesPage);
export const decodeTransactionsPage = makeDecoder("TransactionsPage", TransactionsPage);
export const decodeSubscriptionList = makeDecoder("SubscriptionRow[]", SubscriptionList);
export const decodeSubscriptionRow = makeDecoder("SubscriptionRow", SubscriptionRow);
export const decodeReceiptsPage = makeDecoder("ReceiptsPage", ReceiptsPage);
export const decodeWidgetTotals = makeDecoder("WidgetTotals", WidgetTotals);
