import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { availableDatabases } from "./support/database-targets";
import { loginTokens } from "./support/http";
import { queryRows, sql } from "./support/query";
import { call, PDF_BYTES, upload } from "./support/ticket-client";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// Demo data: the franchisee (…02) has stores 1, 2, 3; the store manager (…03) store 1; staff (…04)
// store 2; head office (…01) the every-store grant.
const FRANCHISEE = "6900000002";
const MANAGER = "6900000003";
const STAFF = "6900000004";
const HEAD_OFFICE = "6900000001";

describe.each(databases)("licences, maintenance and reminders on $name", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());
  beforeEach(() => server.clock.advance(HOUR));

  const db = () => server.server.database.db;
  const token = async (mobile: string) => (await loginTokens(server.api, mobile)).access_token;
  const isoDay = (offsetDays: number) =>
    new Date(server.clock.now().getTime() + offsetDays * DAY).toISOString().slice(0, 10);
  const base = async (mobile: string, store: number) =>
    (await call(server.api, `base?location_id=${store}`, { token: await token(mobile) })).body as Record<
      string,
      unknown[]
    >;
  const count = async (table: string) =>
    (await queryRows<{ n: number }>(db(), sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n;

  it("each store shows its own licences and maintenance; a store outside the user's is 403", async () => {
    const franchisee = await token(FRANCHISEE);
    const one = await call(server.api, "licenses/1", { token: franchisee });
    const two = await call(server.api, "licenses/2", { token: franchisee });
    expect(one.status).toBe(200);
    const ids = (answer: typeof one) =>
      (answer.body["items"] as { id: number; location_id: number }[]).map((l) => l.location_id);
    expect(new Set(ids(one))).toEqual(new Set([1]));
    expect(new Set(ids(two))).toEqual(new Set([2]));
    const maintenance = await call(server.api, "maintenance/1", { token: franchisee });
    const first = (maintenance.body["items"] as Record<string, unknown>[])[0];
    expect(first).toHaveProperty("next_maintenance_date");
    const manager = await token(MANAGER);
    expect((await call(server.api, "licenses/2", { token: manager })).status).toBe(403);
    expect((await call(server.api, "maintenance/9999999999", { token: manager })).status).toBe(403);
  });

  it("staff and head office cannot open the licence, maintenance, messages or staff calls", async () => {
    for (const mobile of [STAFF, HEAD_OFFICE]) {
      const t = await token(mobile);
      for (const path of [
        "licenses/2",
        "maintenance/2",
        "messages/2",
        "store-menu/2",
        "stock-counts/2",
        "location-staff/2",
      ])
        expect((await call(server.api, path, { token: t })).status, `${mobile} ${path}`).toBe(403);
    }
    expect((await call(server.api, "licenses/1")).status).toBe(401);
  });

  it("a licence is recorded with its PDF, renewed with a new one, and its files download through signed URLs", async () => {
    const manager = await token(MANAGER);
    const uploaded = await upload(server.api, manager, {
      bytes: PDF_BYTES,
      name: "άδεια.pdf",
      type: "application/pdf",
    });
    expect(uploaded.status).toBe(201);
    const created = await call(server.api, "license/1", {
      token: manager,
      body: {
        title: "Άδεια ηχητικών",
        startDate: isoDay(-300),
        expirationDate: isoDay(65),
        renewalDate: null,
        file_ids: [uploaded.body["file_id"]],
      },
    });
    expect(created.status).toBe(201);
    const id = created.body["id"] as number;
    const renewedFile = await upload(server.api, manager, {
      bytes: PDF_BYTES,
      name: "ανανέωση.pdf",
      type: "application/pdf",
    });
    const renewed = await call(server.api, `license/1/${id}`, {
      token: manager,
      method: "PUT",
      body: {
        title: "Άδεια ηχητικών",
        startDate: isoDay(0),
        expirationDate: isoDay(365),
        renewalDate: isoDay(0),
        file_ids: [renewedFile.body["file_id"]],
      },
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ expirationDate: isoDay(365), renewalDate: isoDay(0) });
    const files = renewed.body["files"] as { url: string; extension: string }[];
    expect(files.map((f) => f.extension)).toEqual(["pdf", "pdf"]);
    const download = await fetch(`${server.api}/${files[1]?.url ?? ""}`);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF_BYTES);
    expect((await fetch(`${server.api}/store-files/${id}?exp=1&sig=x`)).status).toBe(403);
    // Another store's licence is not reachable through store 1, nor by the manager through store 2.
    expect((await call(server.api, `license/2/${id}`, { token: await token(FRANCHISEE) })).status).toBe(404);
  });

  it("bad input is a 4xx with a message key and changes nothing", async () => {
    const manager = await token(MANAGER);
    const before = await count("licenses");
    const bad = await call(server.api, "license/1", {
      token: manager,
      body: {
        title: "Χ",
        startDate: "2026-05-01",
        expirationDate: "2026-04-01",
        renewalDate: null,
        file_ids: [],
      },
    });
    expect(bad).toMatchObject({ status: 422, body: { message: "b2b_license_expiration_before_start" } });
    const reused = await call(server.api, "license/1", {
      token: manager,
      body: {
        title: "Χ",
        startDate: "2026-05-01",
        expirationDate: "2027-04-01",
        renewalDate: null,
        file_ids: [1],
      },
    });
    expect(reused).toMatchObject({ status: 422, body: { message: "b2b_ops_file_unusable" } });
    expect((await call(server.api, "license/1", { token: manager, body: { title: 5 } })).status).toBe(422);
    expect((await call(server.api, "licenses/1?cursor=nonsense", { token: manager })).status).toBe(422);
    expect(await count("licenses")).toBe(before);
  });

  it("the same form sent twice with one Idempotency-Key saves once", async () => {
    const manager = await token(MANAGER);
    const before = await count("licenses");
    const body = {
      title: "Άδεια υπαίθριας διαφήμισης",
      startDate: isoDay(-10),
      expirationDate: isoDay(355),
      renewalDate: null,
      file_ids: [],
    };
    const key = "9b2f3c1e-5a4d-4e8f-9a7b-1c2d3e4f5a6b";
    const first = await call(server.api, "license/1", { token: manager, body, key });
    const again = await call(server.api, "license/1", { token: manager, body, key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body["id"]).toBe(first.body["id"]);
    expect(await count("licenses")).toBe((before ?? 0) + 1);
    const other = await call(server.api, "license/1", {
      token: manager,
      body: { ...body, title: "Άλλη" },
      key,
    });
    expect(other.status).toBe(409);
  });

  it("pages follow the keyset cursor without gaps or repeats", async () => {
    const franchisee = await token(FRANCHISEE);
    for (let i = 0; i < 55; i += 1)
      await call(server.api, "maintenance/3", {
        token: franchisee,
        body: {
          equipment: `Ψυγείο βιτρίνας ${i}`,
          maintenance_date: isoDay(-10),
          next_maintenance_date: isoDay(100 + (i % 7)),
          notes: "",
          file_ids: [],
        },
      });
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await call(server.api, `maintenance/3${cursor === null ? "" : `?cursor=${cursor}`}`, {
        token: franchisee,
      });
      seen.push(...(page.body["items"] as { id: number }[]).map((m) => m.id));
      cursor = page.body["next_cursor"] as string | null;
    } while (cursor !== null);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(await count("maintenance_records where store_id = 3"));
  });

  it("reminders go out 30 and 7 days before, once each, by the server's clock, and /messages lists them", async () => {
    const manager = await token(MANAGER);
    const title = `Άδεια πεζοδρομίου ${target.name}`;
    await call(server.api, "license/1", {
      token: manager,
      body: { title, startDate: isoDay(-300), expirationDate: isoDay(40), renewalDate: null, file_ids: [] },
    });
    const mine = async () =>
      queryRows<{ recipient: string; subject: string }>(
        db(),
        sql`select recipient, subject from outbox where subject like ${`%${title}%`} order by id`,
      );
    // The sweep of the server's day (the clock the tests move); the background loop runs the same.
    const sweep = async () =>
      (await call(server.api, "dev/reminders/run", { body: { as_of: isoDay(0) } })).status;
    expect(await sweep()).toBe(200);
    expect(await mine()).toEqual([]);
    server.clock.advance(9 * DAY);
    await sweep();
    expect(await mine()).toEqual([]);
    server.clock.advance(1 * DAY);
    await sweep();
    await sweep();
    const thirty = await mine();
    // The store's franchisee and manager, once each.
    expect(thirty.map((m) => m.recipient).sort()).toEqual([
      "maria@konstantinou-estiasi.example.com",
      "n.alexiou@konstantinou-estiasi.example.com",
    ]);
    expect(thirty[0]?.subject).toContain("30");
    server.clock.advance(23 * DAY);
    await sweep();
    const all = await mine();
    expect(all).toHaveLength(4);
    expect(all[3]?.subject).toContain("7");
    const messages = await call(server.api, "messages/1", { token: await token(MANAGER) });
    expect(
      (messages.body as unknown as { subject: string }[]).filter((m) => m.subject.includes(title)),
    ).toHaveLength(4);
  });

  it("the store's calendar feed holds its dates with alarms and needs its signature", async () => {
    const franchisee = await token(FRANCHISEE);
    const link = await call(server.api, "store-calendar-link/2", { token: franchisee });
    expect(link.status).toBe(200);
    const feed = await fetch(`${server.api}/${link.body["url"] as string}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toContain("text/calendar");
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const events = calendar.getAllSubcomponents("vevent");
    const licences = (await call(server.api, "licenses/2", { token: franchisee })).body["items"] as {
      expirationDate: string;
    }[];
    const starts = events.map((e) => String(e.getFirstPropertyValue("dtstart")));
    for (const l of licences) expect(starts).toContain(l.expirationDate);
    expect(events[0]?.getAllSubcomponents("valarm")).toHaveLength(2);
    expect((await fetch(`${server.api}/store-calendar/2?sig=forged`)).status).toBe(403);
    expect(
      (await fetch(`${server.api}/store-calendar/3?${(link.body["url"] as string).split("?")[1]}`)).status,
    ).toBe(403);
  });

  // Issue #29 item 9: each person's links are their own and stop at once when they make a new one.
  it("a feed link is the person's: a new link stops the old ones at once, and so does leaving", async () => {
    const franchisee = await token(FRANCHISEE);
    const manager = await token(MANAGER);
    const linkOf = async (who: string, store: number) =>
      (await call(server.api, `store-calendar-link/${store}`, { token: who })).body["url"] as string;
    const status = async (url: string) => (await fetch(`${server.api}/${url}`)).status;
    const renew = (who: string | undefined) =>
      call(server.api, "calendar-feed/renew", { token: who, body: {} });

    const mine = await linkOf(franchisee, 1);
    const theirs = await linkOf(manager, 1);
    expect(mine).not.toBe(theirs);
    expect([await status(mine), await status(theirs)]).toEqual([200, 200]);
    // Another person's id on my signature, or no person, is refused.
    const managerId = new URLSearchParams(theirs.split("?")[1]).get("u");
    expect(await status(mine.replace(/\?u=\d+/u, `?u=${managerId ?? ""}`))).toBe(403);
    expect(await status(mine.replace(/\?u=\d+&/u, "?"))).toBe(403);

    expect((await renew(undefined)).status).toBe(401);
    const renewed = await renew(franchisee);
    expect(renewed).toMatchObject({ status: 200, body: { renewed: true } });
    expect(await status(mine)).toBe(403);
    const fresh = await linkOf(franchisee, 1);
    expect(fresh).not.toBe(mine);
    expect(await status(fresh)).toBe(200);
    // The manager's link is untouched by the franchisee's new one.
    expect(await status(theirs)).toBe(200);

    // A person who no longer works in the store, or is no longer active, gets nothing from theirs.
    const [{ id } = { id: 0 }] = await queryRows<{ id: number }>(
      db(),
      sql`select id from users where mobile = ${MANAGER}`,
    );
    await queryRows(db(), sql`update users set status = 'disabled' where id = ${id}`);
    expect(await status(theirs)).toBe(403);
    await queryRows(db(), sql`update users set status = 'active' where id = ${id}`);
    expect(await status(theirs)).toBe(200);
    await queryRows(db(), sql`delete from user_stores where user_id = ${id} and store_id = 1`);
    expect(await status(theirs)).toBe(403);
    await queryRows(db(), sql`insert into user_stores (user_id, store_id) values (${id}, 1)`);
    expect(server.serverErrors).toEqual([]);
  });

  // Issue #29 item 11: the alarm's DESCRIPTION (the bare title) is escaped as RFC 5545 §3.3.11 asks.
  it("the feed escapes ; , and \\ in an alarm's text as in the event's", async () => {
    const franchisee = await token(FRANCHISEE);
    const title = `Άδεια; λειτουργίας, όροφος Α\\Β ${target.name}`;
    const created = await call(server.api, "license/2", {
      token: franchisee,
      body: { title, startDate: isoDay(-10), expirationDate: isoDay(90), renewalDate: null, file_ids: [] },
    });
    expect(created.status).toBe(201);
    const link = await call(server.api, "store-calendar-link/2", { token: franchisee });
    const text = await (await fetch(`${server.api}/${link.body["url"] as string}`)).text();
    // Lines longer than 75 octets are folded (CRLF and a space); read them unfolded.
    const lines = text.replace(/\r\n[ \t]/gu, "").split("\r\n");
    const escaped = title.replaceAll("\\", "\\\\").replaceAll(";", "\\;").replaceAll(",", "\\,");
    expect(lines.filter((line) => line === `DESCRIPTION:${escaped}`)).toHaveLength(2);
    const alarms = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents("vevent")
      .flatMap((e) => e.getAllSubcomponents("valarm"));
    expect(alarms.filter((a) => a.getFirstPropertyValue("description") === title)).toHaveLength(2);
  });

  it("head office alone sees every store's expiring licences and overdue maintenance, most urgent first", async () => {
    const overview = await call(server.api, "compliance/overview", { token: await token(HEAD_OFFICE) });
    expect(overview.status).toBe(200);
    const rows = overview.body as unknown as { state: string; location_id: number; kind: string }[];
    expect(new Set(rows.map((r) => r.location_id)).size).toBeGreaterThan(5);
    expect(rows.some((r) => r.kind === "maintenance" && r.state === "red")).toBe(true);
    expect(rows.every((r) => r.state !== "green")).toBe(true);
    const firstAmber = rows.findIndex((r) => r.state === "amber");
    expect(rows.slice(firstAmber).every((r) => r.state === "amber")).toBe(true);
    expect((await call(server.api, "compliance/overview", { token: await token(FRANCHISEE) })).status).toBe(
      403,
    );
  });

  it("the base load fills licences, maintenance and the store menu for the two roles, and staff for the franchisee alone", async () => {
    const franchisee = await base(FRANCHISEE, 2);
    expect(franchisee["license"]?.length).toBeGreaterThan(0);
    expect(franchisee["maintenance"]?.length).toBeGreaterThan(0);
    expect(franchisee["storeMenu"]?.[0]).toMatchObject({
      physicalStock: expect.anything(),
      edited: expect.any(Boolean),
    });
    expect(franchisee["staff"]?.length).toBeGreaterThan(0);
    const manager = await base(MANAGER, 1);
    expect(manager["license"]?.length).toBeGreaterThan(0);
    expect(manager["staff"]).toEqual([]);
    const staff = await base(STAFF, 2);
    expect([staff["license"], staff["maintenance"], staff["storeMenu"], staff["staff"]]).toEqual([
      [],
      [],
      [],
      [],
    ]);
  });

  it("a stock count keeps who counted and when, and the difference follows", async () => {
    const manager = await token(MANAGER);
    const menu = (await call(server.api, "store-menu/1", { token: manager })).body as unknown as {
      id: number;
      expectedStock: number;
    }[];
    const product = menu[0];
    if (product === undefined) throw new Error("no demo menu");
    const counted = await call(server.api, "consignmentNoteProducts/1", {
      token: manager,
      body: { counts: [{ product_id: product.id, physical_stock: product.expectedStock - 2 }] },
    });
    expect(counted.status).toBe(200);
    expect(
      (counted.body as unknown as Record<string, unknown>[]).find((p) => p["id"] === product.id),
    ).toMatchObject({
      stockDifference: -2,
      edited: true,
      counted_by: "Νίκος Αλεξίου",
    });
    const other = (await call(server.api, "store-menu/2", { token: await token(FRANCHISEE) }))
      .body as unknown as { id: number }[];
    const foreign = await call(server.api, "consignmentNoteProducts/1", {
      token: manager,
      body: { counts: [{ product_id: other[0]?.id, physical_stock: 1 }] },
    });
    expect(foreign.status).toBe(422);
  });

  it("a count sent twice under one Idempotency-Key is kept once, and the history says who, when and how much", async () => {
    const manager = await token(MANAGER);
    const menu = (await call(server.api, "store-menu/1", { token: manager })).body as unknown as {
      id: number;
      expectedStock: number;
    }[];
    const [first, second] = menu;
    if (first === undefined || second === undefined) throw new Error("no demo menu");
    const before = await count("stock_counts");
    const body = {
      counts: [
        { product_id: first.id, physical_stock: first.expectedStock + 1.5 },
        { product_id: second.id, physical_stock: second.expectedStock },
      ],
    };
    const key = "4c1b7c1e-0000-4000-8000-000000000017";
    const sentAt = server.clock.now().getTime();
    for (let i = 0; i < 2; i += 1)
      expect(
        (await call(server.api, "consignmentNoteProducts/1", { token: manager, key, body })).status,
      ).toBe(200);
    expect(await count("stock_counts")).toBe((before ?? 0) + 1);
    const history = await call(server.api, "stock-counts/1", { token: manager });
    expect(history.status).toBe(200);
    const latest = (history.body as unknown as Record<string, unknown>[])[0];
    expect(latest).toMatchObject({ counted_by: "Νίκος Αλεξίου" });
    expect(Date.parse(String(latest?.["counted_at"]))).toBeGreaterThanOrEqual(sentAt);
    expect(latest?.["lines"]).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ product_id: first.id, stockDifference: 1.5 }),
        expect.objectContaining({ product_id: second.id, stockDifference: 0 }),
      ]),
    );
    // Bad counts change nothing: a negative number, and another store's history is 403.
    const negative = await call(server.api, "consignmentNoteProducts/1", {
      token: manager,
      body: { counts: [{ product_id: first.id, physical_stock: -1 }] },
    });
    expect(negative.status).toBeGreaterThanOrEqual(400);
    expect(negative.status).toBeLessThan(500);
    expect(await count("stock_counts")).toBe((before ?? 0) + 1);
    expect((await call(server.api, "stock-counts/2", { token: manager })).status).toBe(403);
  });
});
