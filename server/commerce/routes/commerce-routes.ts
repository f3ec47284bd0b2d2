import { GROUP_TIME_ZONE } from "../../../core/constants/group-time-zone";
import { Hono } from "hono";
import * as Schema from "effect/Schema";
import { Temporal } from "temporal-polyfill";
import {
  InvoicesPage,
  OrdersPage,
  ReceiptsPage,
  SubscriptionList,
  SubscriptionRow,
  TransactionsPage,
  UpdateSubscriptionPayload,
  WidgetTotals,
} from "../../../core/commerce/commerce-wire";
import type { MessageKey } from "../../../core/i18n/catalogue";
import { messageText } from "../../services/delivery/message-text";
import { IdFromString, parseId } from "../../../core/schemas/ids";
import { parseKeysetQuery, type KeysetQuery } from "../../../core/schemas/keyset-page";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { serverTiming } from "../../http/middleware/server-timing";
import { describeRoute } from "../../http/openapi/route-doc";
import { requestLanguage } from "../../http/request-language";
import { jsonBody, pathParams, queryParams } from "../../http/validate";
import { Forbidden, Invalid, Malformed } from "../../domain-errors";
import { signedLink, verifySignedLink } from "../../services/signed-links/signed-link";
import { canSeeLocation, requireLocation, requireLocations } from "../../services/stores/store-access";
import {
  invoiceWire,
  invoiceWithStoreTitle,
  listInvoices,
  listOrders,
  listReceipts,
  listSubscriptions,
  listTransactions,
  widgetTotals,
} from "../services/commerce-reads";
import { renderInvoicePdf } from "../services/invoice-pdf";
import { updateSubscription } from "../services/subscription-update";
import { readCalendarDate } from "../../../core/schemas/calendar-range";

const PAGE_LIMITS = { defaultLimit: 50, maxLimit: 200 };
/** The store of a list: a malformed id is refused like a store outside the user's stores. */
const STORE_REFUSAL = { status: 403, key: "b2b_forbidden" } as const;
/** The signed links of invoice PDFs open nothing else. */
const INVOICE_PDF = "invoice-pdf";

const PageQuery = Schema.Struct({
  cursor: Schema.optionalKey(Schema.String),
  limit: Schema.optionalKey(Schema.String),
});
const StorePageQuery = Schema.Struct({ ...PageQuery.fields, location_id: Schema.String });
const InvoicePageQuery = Schema.Struct({
  ...PageQuery.fields,
  status: Schema.optionalKey(Schema.Literals(["all", "paid", "unpaid"])),
});
const StoreParam = Schema.Struct({ location_id: IdFromString });

/** `cursor`/`limit` as a keyset query; undefined for unreadable ones (400). */
const keyset = (query: { cursor?: string; limit?: string }): KeysetQuery | undefined =>
  parseKeysetQuery(query, PAGE_LIMITS);

/** A `location_id` in a query: one of the user's stores, else 403 (as in a path). */
async function storeOfQuery(deps: AppDeps, user: AppEnv["Variables"]["session"]["user"], text: string) {
  const id = parseId(text);
  if (id === null || !(await canSeeLocation(deps.db, user, id))) throw new Forbidden("b2b_forbidden");
  return id;
}

/** The user's today from `today=YYYY-MM-DD`, else the portal zone's date of the server's clock. */
function todayOf(text: string | undefined, now: Date): Temporal.PlainDate | undefined {
  if (text === undefined)
    return Temporal.Instant.fromEpochMilliseconds(now.getTime())
      .toZonedDateTimeISO(GROUP_TIME_ZONE)
      .toPlainDate();
  return readCalendarDate(text);
}

/**
 * Orders, invoices, transactions, subscriptions, receipts and the dashboard's widget totals (spec
 * section 7's commerce calls; docs/api-contract.md, "Commerce"). Every list is one store's, checked
 * against the caller's stores, newest first in keyset pages.
 */
export function commerceRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    "/orders",
    describeRoute({
      summary: "A store's orders, newest first, in keyset pages (location_id, cursor, limit)",
      tag: "commerce",
      auth: "bearer",
      success: { status: 200, schema: OrdersPage },
      errors: [400, 401, 403, 422],
    }),
    serverTiming(),
    queryParams(StorePageQuery),
    async (c) => {
      const query = c.req.valid("query");
      const page = keyset(query);
      if (page === undefined) throw new Malformed("b2b_invalid_input");
      const locationId = await storeOfQuery(deps, c.var.session.user, query.location_id);
      return c.json(await listOrders(deps.db, locationId, page));
    },
  );

  app.get(
    "/invoices/location/:location_id",
    describeRoute({
      summary: "A store's invoices, newest first (status=all|paid|unpaid; unpaid is transaction_type 2)",
      tag: "commerce",
      auth: "bearer",
      success: { status: 200, schema: InvoicesPage },
      errors: [400, 401, 403, 422],
    }),
    serverTiming(),
    queryParams(InvoicePageQuery),
    pathParams(StoreParam, STORE_REFUSAL),
    async (c) => {
      const query = c.req.valid("query");
      const page = keyset(query);
      if (page === undefined) throw new Malformed("b2b_invalid_input");
      const { location_id: locationId } = c.req.valid("param");
      await requireLocation(deps.db, c.var.session.user, locationId);
      const now = deps.now();
      const pdfLink = (id: number) => signedLink(deps.signingSecret, INVOICE_PDF, "v2/invoices/pdf", id, now);
      return c.json(await listInvoices(deps.db, locationId, page, query.status ?? "all", pdfLink));
    },
  );

  app.get(
    "/v2/invoices/pdf/:id",
    describeRoute({
      summary:
        "An invoice as a PDF (its lines and total) through the signed link of the invoice list (exp, sig; lang=el|en)",
      tag: "commerce",
      auth: "none",
      success: { status: 200, description: "application/pdf" },
      errors: [403, 404],
    }),
    pathParams(Schema.Struct({ id: IdFromString })),
    async (c) => {
      const { id } = c.req.valid("param");
      // Only the invoice list of a store the user may see hands out the link.
      if (
        !verifySignedLink(
          deps.signingSecret,
          INVOICE_PDF,
          id,
          c.req.query("exp"),
          c.req.query("sig"),
          deps.now(),
        )
      )
        throw new Forbidden("b2b_forbidden");
      const row = await invoiceWithStoreTitle(deps.db, id);
      // A link opens in a new tab without the Language header: the list put the language in it.
      const language = c.req.query("lang") === "el" ? "gr" : requestLanguage(c);
      const text = (key: MessageKey) => messageText(key, language);
      const invoice = invoiceWire(row.invoice, () => "");
      const pdf = await renderInvoicePdf({
        invoice,
        storeTitle: row.storeTitle,
        language: language === "gr" ? "el-GR" : "en-US",
        paidLabel: text("ui_invoice_paid_one"),
        unpaidLabel: text("ui_invoice_unpaid_one"),
        texts: {
          heading: text("ui_invoice_heading"),
          store: text("ui_invoice_store"),
          date: text("ui_commerce_date"),
          status: text("ui_invoice_status"),
          description: text("ui_invoice_line_description"),
          quantity: text("ui_invoice_line_quantity"),
          unitPrice: text("ui_invoice_line_unit_price"),
          lineTotal: text("ui_invoice_line_total"),
          total: text("ui_commerce_total"),
        },
      });
      return new Response(new Uint8Array(pdf), {
        status: 200,
        headers: {
          "Content-Type": "application/pdf",
          "Content-Length": String(pdf.length),
          "Content-Disposition": `inline; filename="invoice-${invoice.number.replace(/[^A-Za-z0-9-]/g, "")}.pdf"`,
          "X-Content-Type-Options": "nosniff",
          "Cache-Control": "private, no-store",
        },
      });
    },
  );

  app.get(
    "/transactions",
    describeRoute({
      summary: "All transactions of a store, newest first, in keyset pages (location_id, cursor, limit)",
      tag: "commerce",
      auth: "bearer",
      success: { status: 200, schema: TransactionsPage },
      errors: [400, 401, 403, 422],
    }),
    serverTiming(),
    queryParams(StorePageQuery),
    async (c) => {
      const query = c.req.valid("query");
      const page = keyset(query);
      if (page === undefined) throw new Malformed("b2b_invalid_input");
      const locationId = await storeOfQuery(deps, c.var.session.user, query.location_id);
      return c.json(await listTransactions(deps.db, locationId, page));
    },
  );

  app.get(
    "/receipts/location/:location_id",
    describeRoute({
      summary: "Receipts by location, newest first, in keyset pages",
      tag: "commerce",
      auth: "bearer",
      success: { status: 200, schema: ReceiptsPage },
      errors: [400, 401, 403, 422],
    }),
    serverTiming(),
    queryParams(PageQuery),
    pathParams(StoreParam, STORE_REFUSAL),
    async (c) => {
      const page = keyset(c.req.valid("query"));
      if (page === undefined) throw new Malformed("b2b_invalid_input");
      const { location_id: locationId } = c.req.valid("param");
      await requireLocation(deps.db, c.var.session.user, locationId);
      return c.json(await listReceipts(deps.db, locationId, page));
    },
  );

  app.get(
    "/v2/subs",
    describeRoute({
      summary: "A store's subscriptions, the soonest to end first (location_id)",
      tag: "commerce",
      auth: "bearer",
      success: { status: 200, schema: SubscriptionList },
      errors: [401, 403, 422],
    }),
    queryParams(Schema.Struct({ location_id: Schema.String })),
    async (c) => {
      const locationId = await storeOfQuery(deps, c.var.session.user, c.req.valid("query").location_id);
      return c.json(await listSubscriptions(deps.db, locationId));
    },
  );

  app.post(
    "/v2/subs/updateSubscription",
    describeRoute({
      summary: "Sets a subscription's renewal period; 422 with the rule's message when the dates do not fit",
      tag: "commerce",
      auth: "bearer",
      success: { status: 200, schema: SubscriptionRow },
      errors: [400, 401, 403, 404, 422],
    }),
    jsonBody(UpdateSubscriptionPayload),
    async (c) => c.json(await updateSubscription(deps.db, c.var.session.user, c.req.valid("json"))),
  );

  app.get(
    "/widget/totals",
    describeRoute({
      summary:
        "Per store: receipts of the month, unpaid invoices, orders of the past 30 days (location_ids=1,2; today=YYYY-MM-DD, the user's date)",
      tag: "commerce",
      auth: "bearer",
      success: { status: 200, schema: WidgetTotals },
      errors: [401, 403, 422],
    }),
    serverTiming(),
    queryParams(Schema.Struct({ location_ids: Schema.String, today: Schema.optionalKey(Schema.String) })),
    async (c) => {
      const query = c.req.valid("query");
      const ids = query.location_ids.split(",").map((part) => parseId(part.trim()));
      const today = todayOf(query.today, deps.now());
      if (ids.length > 50 || today === undefined) throw new Invalid("b2b_invalid_input");
      if (ids.some((id) => id === null)) throw new Forbidden("b2b_forbidden");
      const locationIds = ids.filter((id): id is number => id !== null);
      await requireLocations(deps.db, c.var.session.user, locationIds);
      return c.json({ locations: await widgetTotals(deps.db, locationIds, today) });
    },
  );

  return app;
}
