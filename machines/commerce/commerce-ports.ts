import type { Temporal } from "temporal-polyfill";
import type {
  InvoiceRow,
  OrderRow,
  StoreTotals,
  SubscriptionRow,
  TransactionRow,
} from "../../core/commerce/commerce-wire";
import { portsKey } from "../../core/areas/ports-key";

/*
 * What the commerce machines and screens need from outside, declared once: the composition root gives
 * it from adapters/commerce, whose order and invoice reads keep the spec's 4-minute caches (spec 4:
 * "refreshed only if older than 4 minutes"). Every call rejects with the adapters' tagged errors
 * (machines/api-failure.ts reads them).
 */

export interface CommercePage<T> {
  readonly items: readonly T[];
  readonly next_cursor: string | null;
}

/** The invoice tabs; the order list has one list, split into recent and older by core's rule. */
export type InvoiceTab = "unpaid" | "paid";

/** Which page to read: `fresh` skips the 4-minute cache (a store change, the refresh button). */
export interface PageRequest {
  readonly storeId: number;
  readonly cursor: string | null;
  readonly fresh: boolean;
}

export interface CommercePorts {
  /** Scheme, host and API base (no trailing slash): signed links (an invoice's PDF) are relative to it. */
  readonly apiBase: string;
  readonly orders: (request: PageRequest) => Promise<CommercePage<OrderRow>>;
  readonly invoices: (
    request: PageRequest & { readonly tab: InvoiceTab },
  ) => Promise<CommercePage<InvoiceRow>>;
  /** GET transactions: one page of the store's transactions (no cache: spec 4 names orders and invoices). */
  readonly transactions: (request: PageRequest) => Promise<CommercePage<TransactionRow>>;
  readonly subscriptions: (storeId: number) => Promise<readonly SubscriptionRow[]>;
  readonly renewSubscription: (input: RenewalInput) => Promise<SubscriptionRow>;
  /** The user's today (their zone): the recent orders' 30-day window. */
  readonly today: () => Temporal.PlainDate;
  /** GET widget/totals for one store, "today" in the user's zone. */
  readonly storeTotals: (storeId: number) => Promise<StoreTotals>;
}

export interface RenewalInput {
  readonly id: number;
  readonly start: string;
  readonly end: string;
}

/** The commerce screens' ports, by their area (made by adapters/commerce/commerce.ports.ts). */
export const COMMERCE_PORTS = portsKey<CommercePorts>("commerce");
