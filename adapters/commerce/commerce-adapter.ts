import type { Temporal } from "temporal-polyfill";
import { API_BASE_PATH } from "../../core/constants/portal-constants";
import {
  decodeInvoicesPage,
  decodeOrdersPage,
  decodeSubscriptionList,
  decodeSubscriptionRow,
  decodeTransactionsPage,
  decodeWidgetTotals,
  type InvoiceRow,
  type OrderRow,
} from "../../core/commerce/commerce-wire";
import type { CommercePage, CommercePorts } from "../../machines/commerce/commerce-ports";
import type { AnswerDecoder, HttpClient } from "../api/http-client";
import { createFreshCache } from "./fresh-cache";

/*
 * The commerce calls (docs/api-contract.md, "Commerce") over the app's one HTTP client, with the
 * spec's 4-minute caches on the first pages of orders and invoices (later pages are read as asked).
 */

export interface CommerceAdapterDeps {
  /** Scheme and host, "" for the page's own origin (adapters/config/api-config.ts). */
  readonly host: string;
  readonly request: HttpClient["request"];
  readonly now: () => Temporal.Instant;
  /** The user's today (YYYY-MM-DD, their zone): the widget's month and 30-day window. */
  readonly today: () => Temporal.PlainDate;
}

const SESSION = { kind: "session" } as const;
const PAGE_SIZE = 50;

const pageQuery = (cursor: string | null) => ({ limit: PAGE_SIZE, ...(cursor === null ? {} : { cursor }) });

export function createCommerceAdapter(deps: CommerceAdapterDeps): CommercePorts {
  const orderPages = createFreshCache<CommercePage<OrderRow>>(deps.now);
  const invoicePages = createFreshCache<CommercePage<InvoiceRow>>(deps.now);
  const get = <A>(path: string, decode: AnswerDecoder<A>, query: Readonly<Record<string, string | number>>) =>
    deps.request({ method: "GET", path, auth: SESSION, decode, query });

  return {
    apiBase: `${deps.host}${API_BASE_PATH}`,
    today: deps.today,
    orders: ({ storeId, cursor, fresh }) => {
      const load = () => get("orders", decodeOrdersPage, { location_id: storeId, ...pageQuery(cursor) });
      return cursor === null ? orderPages.read(`${storeId}`, load, fresh) : load();
    },
    invoices: ({ storeId, tab, cursor, fresh }) => {
      const load = () =>
        get(`invoices/location/${storeId}`, decodeInvoicesPage, {
          status: tab,
          ...pageQuery(cursor),
        });
      return cursor === null ? invoicePages.read(`${storeId}:${tab}`, load, fresh) : load();
    },
    transactions: ({ storeId, cursor }) =>
      get("transactions", decodeTransactionsPage, { location_id: storeId, ...pageQuery(cursor) }),
    subscriptions: (storeId) => get("v2/subs", decodeSubscriptionList, { location_id: storeId }),
    renewSubscription: ({ id, start, end }) =>
      deps.request({
        method: "POST",
        path: "v2/subs/updateSubscription",
        auth: SESSION,
        body: { id, renewal_start_date: start, renewal_end_date: end },
        decode: decodeSubscriptionRow,
      }),
    storeTotals: (storeId) =>
      deps
        .request({
          method: "GET",
          path: "widget/totals",
          auth: SESSION,
          query: { location_ids: String(storeId), today: deps.today().toString() },
          decode: decodeWidgetTotals,
        })
        .then((answer) => {
          const totals = answer.locations.find((store) => store.location_id === storeId);
          if (totals === undefined) throw new Error("widget/totals answered without the store asked for");
          return totals;
        }),
  };
}
