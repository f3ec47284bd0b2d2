import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDocumentProxy, extractText } from "unpdf";
import {
  decodeInvoicesPage,
  decodeOrdersPage,
  decodeReceiptsPage,
  decodeSubscriptionList,
  decodeTransactionsPage,
  decodeWidgetTotals,
} from "../../core/commerce/commerce-wire";
import { availableDatabases } from "./support/database-targets";
import { bearer, getJson, loginTokens } from "./support/http";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

describe.each(databases)("commerce calls on $name", (target) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer(target);
    // Head office, franchisee (stores 1-3), store manager of 1, staff, store manager of 4.
    for (const mobile of ["6900000001", "6900000002", "6900000003", "6900000004", "6900000006"])
      tokens[mobile] = (await loginTokens(server.api, mobile)).access_token;
  });
  afterAll(() => server.stop());

  const read = async (path: string, mobile: string) => {
    const response = await getJson(server.api, path, tokens[mobile]);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it("pages a store's orders newest first with the spec's fields, every row once", async () => {
    const first = await read("orders?location_id=1&limit=25", "6900000003");
    expect(first.status).toBe(200);
    const page = decodeOrdersPage(first.body);
    if (page._tag !== "Ok") throw new Error("orders page does not decode");
    expect(page.value.items).toHaveLength(25);
    expect(page.value.next_cursor).not.toBeNull();
    const ids = page.value.items.map((order) => order.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    for (const order of page.value.items) {
      expect(order.location_id).toBe(1);
      const sum = order.lines.reduce((total, line) => total + Math.round(line.line_total * 100), 0);
      expect(Math.round(order.total_value_final * 100)).toBe(sum);
    }
    const second = await read(`orders?location_id=1&limit=25&cursor=${page.value.next_cursor}`, "6900000003");
    const next = decodeOrdersPage(second.body);
    if (next._tag !== "Ok") throw new Error("second page does not decode");
    expect(Math.max(...next.value.items.map((order) => order.id))).toBeLessThan(Math.min(...ids));
  });

  it("keeps every list to the caller's stores: another store is 403, staff have no commerce", async () => {
    expect((await read("orders?location_id=4", "6900000003")).status).toBe(403);
    expect((await read("invoices/location/4", "6900000003")).status).toBe(403);
    expect((await read("transactions?location_id=2", "6900000003")).status).toBe(403);
    expect((await read("receipts/location/9", "6900000002")).status).toBe(403);
    expect((await read("v2/subs?location_id=4", "6900000002")).status).toBe(403);
    expect((await read("widget/totals?location_ids=1,4", "6900000003")).status).toBe(403);
    expect((await read("orders?location_id=abc", "6900000003")).status).toBe(403);
    expect((await read("orders?location_id=2", "6900000004")).status).toBe(403);
    expect((await read("orders?location_id=1", "6900000006")).status).toBe(403);
    // Head office's every-store grant reaches any store.
    expect((await read("orders?location_id=4", "6900000001")).status).toBe(200);
    expect((await read("orders?location_id=2", "6900000002")).status).toBe(200);
    const anonymous = await fetch(`${server.api}/orders?location_id=1`);
    expect(anonymous.status).toBe(401);
  });

  it("refuses unreadable pages with 400 and changes nothing", async () => {
    expect((await read("orders?location_id=1&cursor=nonsense", "6900000003")).status).toBe(400);
    expect((await read("invoices/location/1?limit=0", "6900000003")).status).toBe(400);
    expect((await read("invoices/location/1?status=maybe", "6900000003")).status).toBe(422);
    expect((await read("widget/totals?location_ids=1&today=2026-02-30", "6900000003")).status).toBe(422);
  });

  it("splits invoices into paid and unpaid by transaction_type 2", async () => {
    const unpaid = decodeInvoicesPage(
      (await read("invoices/location/1?status=unpaid&limit=200", "6900000003")).body,
    );
    const paid = decodeInvoicesPage(
      (await read("invoices/location/1?status=paid&limit=200", "6900000003")).body,
    );
    if (unpaid._tag !== "Ok" || paid._tag !== "Ok") throw new Error("invoices do not decode");
    expect(unpaid.value.items.length).toBeGreaterThan(0);
    expect(paid.value.items.length).toBeGreaterThan(0);
    expect(unpaid.value.items.every((invoice) => invoice.transaction_type === 2)).toBe(true);
    expect(paid.value.items.every((invoice) => invoice.transaction_type !== 2)).toBe(true);
  });

  it("serves an invoice as a PDF through the list's signed link, with its lines and total", async () => {
    const page = decodeInvoicesPage((await read("invoices/location/1?limit=1", "6900000003")).body);
    if (page._tag !== "Ok") throw new Error("invoices do not decode");
    const invoice = page.value.items[0]!;
    // No Authorization header: the link is what a person's browser opens in a new tab.
    const response = await fetch(`${server.api}/${invoice.pdf_url}&lang=el`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(`Τιμολόγιο ${invoice.number}`);
    expect(text).toContain(invoice.lines[0]!.description);
    const total = invoice.total_value_final.toFixed(2).replace(".", ",");
    expect(text).toContain(`${total} €`);
    // A link for one invoice opens no other, and a made-up or expired one opens nothing.
    const other = invoice.pdf_url.replace(`pdf/${invoice.id}?`, `pdf/${invoice.id + 1}?`);
    expect((await fetch(`${server.api}/${other}`)).status).toBe(403);
    expect((await fetch(`${server.api}/v2/invoices/pdf/${invoice.id}`)).status).toBe(403);
    server.clock.advance(21 * 60 * 1000);
    expect((await fetch(`${server.api}/${invoice.pdf_url}`)).status).toBe(403);
  });

  it("lists transactions with circuit codes and receipts of the store", async () => {
    const transactions = decodeTransactionsPage(
      (await read("transactions?location_id=2", "6900000002")).body,
    );
    const receipts = decodeReceiptsPage((await read("receipts/location/2", "6900000002")).body);
    if (transactions._tag !== "Ok" || receipts._tag !== "Ok") throw new Error("lists do not decode");
    expect(transactions.value.items.length).toBe(50);
    expect(new Set(transactions.value.items.map((t) => t.circuit_code)).size).toBeGreaterThan(2);
    expect(receipts.value.items.every((receipt) => receipt.location_id === 2)).toBe(true);
  });

  it("adds up the widget's totals exactly in cents from the same rows the lists show", async () => {
    const totals = decodeWidgetTotals((await read("widget/totals?location_ids=1,2", "6900000002")).body);
    if (totals._tag !== "Ok") throw new Error("totals do not decode");
    expect(totals.value.locations.map((store) => store.location_id)).toEqual([1, 2]);
    const unpaid = decodeInvoicesPage(
      (await read("invoices/location/1?status=unpaid&limit=200", "6900000002")).body,
    );
    if (unpaid._tag !== "Ok") throw new Error("invoices do not decode");
    const store1 = totals.value.locations[0]!;
    expect(store1.unpaid_invoices_count).toBe(unpaid.value.items.length);
    const cents = unpaid.value.items.reduce(
      (sum, invoice) => sum + Math.round(invoice.total_value_final * 100),
      0,
    );
    expect(Math.round(store1.unpaid_invoices_total * 100)).toBe(cents);
    expect(store1.recent_orders_count).toBeGreaterThanOrEqual(7);
    expect(store1.receipts_month_count).toBeGreaterThan(0);
  });

  const post = (body: unknown, mobile = "6900000003") =>
    fetch(`${server.api}/v2/subs/updateSubscription`, {
      method: "POST",
      headers: { ...bearer(tokens[mobile]!), "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  it("sets a subscription's renewal by core's rule, refusing dates that do not fit", async () => {
    const list = decodeSubscriptionList((await read("v2/subs?location_id=1", "6900000003")).body);
    if (list._tag !== "Ok") throw new Error("subscriptions do not decode");
    const open = list.value.find((subscription) => subscription.renewal_start_date === null)!;
    const start = open.end_date.add({ days: 1 }).toString();
    const end = open.end_date.add({ years: 1 }).toString();
    const backwards = await post({ id: open.id, renewal_start_date: end, renewal_end_date: start });
    expect(backwards.status).toBe(422);
    expect(await backwards.json()).toMatchObject({ message: "b2b_subscription_renewal_order" });
    const notADate = await post({ id: open.id, renewal_start_date: "2027-02-30", renewal_end_date: end });
    expect(await notADate.json()).toMatchObject({ message: "b2b_subscription_date_invalid" });
    expect(
      (await post({ id: open.id, renewal_start_date: start, renewal_end_date: end }, "6900000006")).status,
    ).toBe(404);
    const unchanged = decodeSubscriptionList((await read("v2/subs?location_id=1", "6900000003")).body);
    if (unchanged._tag !== "Ok") throw new Error("subscriptions do not decode");
    expect(unchanged.value.find((s) => s.id === open.id)?.renewal_start_date).toBeNull();
    const saved = await post({ id: open.id, renewal_start_date: start, renewal_end_date: end });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      id: open.id,
      renewal_start_date: start,
      renewal_end_date: end,
    });
  });
});

/** The three commerce entries of the server's menu, as the franchisee gets them. */
const menuOf = async (server: TestServer) => {
  const { access_token: token } = await loginTokens(server.api, "6900000002");
  const menu = (await (await getJson(server.api, "menu", token)).json()) as {
    name: string;
    roles: string[];
    hidden: boolean;
  }[];
  return menu.filter((entry) => ["orders", "invoices", "subscriptions"].includes(entry.name));
};

describe.each(databases)("the commerce screens' switch on $name", (target) => {
  it("off by default: auth/config says so and the menu keeps the spec's hidden entries", async () => {
    const server = await startTestServer(target);
    try {
      expect(await (await getJson(server.api, "auth/config")).json()).toMatchObject({
        features: { commerce_screens: false },
      });
      const entries = await menuOf(server);
      expect(entries).toHaveLength(3);
      for (const entry of entries) expect(entry).toMatchObject({ roles: [], hidden: true });
    } finally {
      await server.stop();
    }
  });

  it("COMMERCE_SCREENS=on: auth/config says so and the three entries carry the commerce roles", async () => {
    const server = await startTestServer(target, { env: { COMMERCE_SCREENS: "on" } });
    try {
      expect(await (await getJson(server.api, "auth/config")).json()).toMatchObject({
        features: { commerce_screens: true },
      });
      for (const entry of await menuOf(server)) {
        expect(entry.hidden).toBe(false);
        expect([...entry.roles].sort()).toEqual(["franchisee", "greg-user", "store_manager"]);
      }
    } finally {
      await server.stop();
    }
  });
});
