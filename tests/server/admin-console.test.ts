import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog } from "../../server/db/schema/activity-log";
import { users } from "../../server/db/schema/users";
import { DEMO_ACCOUNTS } from "../../server/seed/demo-data";
import { availableDatabases } from "./support/database-targets";
import { bearer, getJson, login, loginTokens } from "./support/http";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

const KOLONAKI = {
  title: "Αθήνα Κολωνάκι - Σκουφά 20",
  store_name: "Κολωνάκι",
  city: "Αθήνα",
  warehouse_id: 9120,
  address: "Σκουφά 20",
  postcode: "10673",
  phone: "210 361 0000",
  email: "kolonaki@example.com",
  company_id: 2,
  opened_on: "2026-03-01",
};

describe.each(databases)("the console's stores and companies on $name", (target) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(target);
    admin = (await loginTokens(server.api, "6900000001")).access_token;
  });
  afterAll(() => server.stop());

  const call = (method: string, path: string, token: string, body?: unknown, key?: string) =>
    fetch(`${server.api}/${path}`, {
      method,
      headers: {
        ...bearer(token),
        "Content-Type": "application/json",
        ...(key === undefined ? {} : { "Idempotency-Key": key }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const storeIdsOf = async (token: string): Promise<number[]> => {
    const base = (await (await getJson(server.api, "base", token)).json()) as {
      franchiseStores: { id: number }[];
    };
    return base.franchiseStores.map((store) => store.id);
  };
  const activityOf = async (status: string) =>
    server.server.database.db
      .select({ detail: activityLog.detail })
      .from(activityLog)
      .where(and(eq(activityLog.contactId, 1), eq(activityLog.status, status)));

  let created: { id: number } & Record<string, unknown>;

  it("has one administrator in the demo, head office: granted, never inferred from the every-store view", async () => {
    const rows = await server.server.database.db
      .select({ mobile: users.mobile, administers: users.administers })
      .from(users);
    expect(rows.filter((row) => row.administers).map((row) => row.mobile)).toEqual(["6900000001"]);
  });

  it("creates a store once per key, normalised, with its company's name, and logs it", async () => {
    const key = randomUUID();
    const first = await call("POST", "admin/stores", admin, KOLONAKI, key);
    expect(first.status).toBe(201);
    created = (await first.json()) as typeof created;
    expect(created).toMatchObject({
      title: KOLONAKI.title,
      postcode: "106 73",
      phone: "2103610000",
      company_id: 2,
      company_name: expect.any(String),
      opened_on: "2026-03-01",
      closed_at: null,
    });
    const replay = await call("POST", "admin/stores", admin, KOLONAKI, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await replay.json()).toEqual(created);
    expect((await call("POST", "admin/stores", admin, KOLONAKI)).status).toBe(400);
    expect((await activityOf("store_created")).map((row) => JSON.parse(row.detail ?? "{}"))).toEqual([
      { store_id: created.id },
    ]);
    expect(await storeIdsOf(admin)).toContain(created.id);
  });

  it("refuses bad fields per field, a taken warehouse code and an unknown company, changing nothing", async () => {
    const bad = await call(
      "POST",
      "admin/stores",
      admin,
      { ...KOLONAKI, title: " ", postcode: "1067" },
      randomUUID(),
    );
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({
      status: "error",
      message: "b2b_invalid_input",
      fields: { title: ["b2b_field_required"], postcode: ["b2b_postcode_invalid"] },
    });
    const taken = await call("POST", "admin/stores", admin, { ...KOLONAKI, title: "Άλλο" }, randomUUID());
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { message: string }).message).toBe("b2b_admin_warehouse_taken");
    const unknown = await call(
      "POST",
      "admin/stores",
      admin,
      { ...KOLONAKI, warehouse_id: 9121, company_id: 999 },
      randomUUID(),
    );
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { message: string }).message).toBe("b2b_admin_company_unknown");
    const notJson = await fetch(`${server.api}/admin/stores`, {
      method: "POST",
      headers: { ...bearer(admin), "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
      body: "[1,2",
    });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
    expect((await activityOf("store_created")).length).toBe(1);
  });

  it("lists every store newest first, a page at a time, by state and words", async () => {
    const first = (await (await call("GET", "admin/stores?limit=2", admin)).json()) as {
      items: { id: number }[];
      next_cursor: string | null;
    };
    expect(first.items.map((s) => s.id)).toEqual([created.id, created.id - 1]);
    expect(first.next_cursor).not.toBeNull();
    const second = (await (
      await call("GET", `admin/stores?limit=2&cursor=${first.next_cursor}`, admin)
    ).json()) as {
      items: { id: number }[];
    };
    expect(second.items[0]?.id).toBe(created.id - 2);
    const found = (await (
      await call("GET", `admin/stores?q=${encodeURIComponent("κολωνάκι")}`, admin)
    ).json()) as {
      items: { id: number }[];
    };
    expect(found.items.map((s) => s.id)).toEqual([created.id]);
    const literal = (await (await call("GET", "admin/stores?q=%25", admin)).json()) as { items: unknown[] };
    expect(literal.items).toEqual([]);
    expect((await call("GET", "admin/stores?cursor=nonsense", admin)).status).toBe(400);
    expect((await call("GET", "admin/stores?state=gone", admin)).status).toBe(422);
  });

  it("edits a store, and an edit that changes nothing logs nothing", async () => {
    const edited = await call("PUT", `admin/stores/${created.id}`, admin, {
      ...KOLONAKI,
      phone: "+30 210 000 0000",
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ phone: "+302100000000" });
    const again = await call("PUT", `admin/stores/${created.id}`, admin, {
      ...KOLONAKI,
      phone: "+302100000000",
    });
    expect(again.status).toBe(200);
    expect((await activityOf("store_updated")).length).toBe(1);
    expect((await call("PUT", "admin/stores/99999", admin, KOLONAKI)).status).toBe(404);
  });

  it("closes a store, which leaves the pickers and the registration form but stays listed, and reopens it", async () => {
    const closed = await call("POST", `admin/stores/${created.id}/close`, admin);
    expect(closed.status).toBe(200);
    expect(((await closed.json()) as { closed_at: string | null }).closed_at).not.toBeNull();
    expect((await call("POST", `admin/stores/${created.id}/close`, admin)).status).toBe(409);
    expect(await storeIdsOf(admin)).not.toContain(created.id);
    const registrationChoices = (await (await getJson(server.api, "auth/stores")).json()) as { id: number }[];
    expect(registrationChoices.map((s) => s.id)).not.toContain(created.id);
    const closedList = (await (await call("GET", "admin/stores?state=closed", admin)).json()) as {
      items: { id: number }[];
    };
    // Newest first: this one, then the demo's two closed stores.
    expect(closedList.items.map((s) => s.id)).toEqual([created.id, 12, 11]);
    const openList = (await (await call("GET", "admin/stores?state=open&limit=200", admin)).json()) as {
      items: { id: number }[];
    };
    expect(openList.items.map((s) => s.id)).not.toContain(created.id);
    expect((await call("POST", `admin/stores/${created.id}/reopen`, admin)).status).toBe(200);
    expect(await storeIdsOf(admin)).toContain(created.id);
    expect((await activityOf("store_closed")).length).toBe(1);
    expect((await activityOf("store_reopened")).length).toBe(1);
  });

  it("a closed store leaves head office's compliance overview (and so the reminders' sweep), and comes back reopened", async () => {
    const overviewStores = async (): Promise<number[]> => {
      const rows = (await (await call("GET", "compliance/overview", admin)).json()) as {
        location_id: number;
      }[];
      return [...new Set(rows.map((row) => row.location_id))];
    };
    const [storeId] = await overviewStores();
    if (storeId === undefined) throw new Error("the demo has licences or services due");
    expect((await call("POST", `admin/stores/${storeId}/close`, admin)).status).toBe(200);
    expect(await overviewStores()).not.toContain(storeId);
    expect((await call("POST", `admin/stores/${storeId}/reopen`, admin)).status).toBe(200);
    expect(await overviewStores()).toContain(storeId);
  });

  it("creates a company with its details once per key, refuses a taken name and a link that is not web, edits it", async () => {
    const body = {
      name: "Ιωάννου Εστίαση ΙΚΕ",
      url: "https://ioannou.example.com",
      twitter: "",
      facebook: "",
    };
    const key = randomUUID();
    const first = await call("POST", "admin/companies", admin, body, key);
    expect(first.status).toBe(201);
    const company = (await first.json()) as { id: number };
    expect(company).toMatchObject({
      name: body.name,
      url: body.url,
      twitter: null,
      facebook: null,
      open_stores: 0,
    });
    expect((await call("POST", "admin/companies", admin, body, key)).headers.get("Idempotent-Replayed")).toBe(
      "true",
    );
    const taken = await call("POST", "admin/companies", admin, { name: "ιωάννου εστίαση ικε" }, randomUUID());
    expect([taken.status, ((await taken.json()) as { message: string }).message]).toEqual([
      409,
      "b2b_admin_company_name_taken",
    ]);
    const unsafe = await call(
      "POST",
      "admin/companies",
      admin,
      { name: "Άλλη", url: "javascript:alert(1)" },
      randomUUID(),
    );
    expect(unsafe.status).toBe(422);
    expect(((await unsafe.json()) as { fields: unknown }).fields).toEqual({
      url: ["b2b_web_address_invalid"],
    });
    // A store of the company counts while open.
    const store = await call(
      "POST",
      "admin/stores",
      admin,
      { ...KOLONAKI, warehouse_id: 9300, company_id: company.id },
      randomUUID(),
    );
    expect(store.status).toBe(201);
    const edited = await call("PUT", `admin/companies/${company.id}`, admin, {
      ...body,
      facebook: "https://facebook.com/ioannou",
    });
    expect(await edited.json()).toMatchObject({ facebook: "https://facebook.com/ioannou", open_stores: 1 });
    await call("PUT", `admin/companies/${company.id}`, admin, {
      ...body,
      facebook: "https://facebook.com/ioannou",
    });
    expect((await activityOf("company_updated")).length).toBe(1);
    const found = (await (
      await call("GET", `admin/companies?q=${encodeURIComponent("ΙΩΆΝΝΟΥ")}`, admin)
    ).json()) as {
      items: { id: number }[];
    };
    expect(found.items.map((c) => c.id)).toEqual([company.id]);
  });

  it("lists people by status and words, with their stores and grants", async () => {
    const found = (await (
      await call("GET", `admin/users?q=${encodeURIComponent("6900000002")}`, admin)
    ).json()) as {
      items: { id: number; store_ids: number[]; all_stores: boolean; administers: boolean; role: string }[];
    };
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({
      id: 2,
      role: "franchisee",
      all_stores: false,
      administers: false,
    });
    expect(found.items[0]?.store_ids.length).toBeGreaterThan(0);
    const active = (await (await call("GET", "admin/users?status=active&limit=200", admin)).json()) as {
      items: { status: string }[];
    };
    expect(new Set(active.items.map((u) => u.status))).toEqual(new Set(["active"]));
    expect((await call("GET", "admin/users?status=asleep", admin)).status).toBe(422);
  });

  it("grants and withdraws the two rights, never to oneself nor to an account that is not active", async () => {
    const franchisee = (await loginTokens(server.api, "6900000002")).access_token;
    const own = await storeIdsOf(franchisee);
    const granted = await call("PUT", "admin/users/2/rights", admin, { all_stores: true, administers: true });
    expect(await granted.json()).toMatchObject({ all_stores: true, administers: true });
    expect((await storeIdsOf(franchisee)).length).toBeGreaterThan(own.length);
    expect((await call("GET", "admin/stores", franchisee)).status).toBe(200);
    // The new administrator may not take the first one's rights away from themselves, nor theirs.
    expect(
      (await call("PUT", "admin/users/2/rights", franchisee, { all_stores: false, administers: false }))
        .status,
    ).toBe(403);
    expect(
      (await call("PUT", "admin/users/1/rights", admin, { all_stores: true, administers: true })).status,
    ).toBe(403);
    await call("PUT", "admin/users/2/rights", admin, { all_stores: false, administers: false });
    expect(await storeIdsOf(franchisee)).toEqual(own);
    expect((await call("GET", "admin/stores", franchisee)).status).toBe(403);
    const rows = await server.server.database.db
      .select({ status: activityLog.status, detail: activityLog.detail })
      .from(activityLog)
      .where(eq(activityLog.contactId, 2));
    expect(
      rows.filter((row) => row.status === "rights_changed").map((row) => JSON.parse(row.detail ?? "{}")),
    ).toEqual([
      { all_stores: true, administers: true, by: 1 },
      { all_stores: false, administers: false, by: 1 },
    ]);
    expect((await activityOf("admin_rights_changed")).length).toBe(2);
    expect((await call("PUT", "admin/users/2/rights", admin, { all_stores: "yes" })).status).toBe(422);
  });

  it("deactivates a person (sessions end, sign-in refused), reactivates them, and ends someone's sessions", async () => {
    const staff = (await loginTokens(server.api, "6900000004")).access_token;
    const closed = await call("POST", "admin/users/4/deactivate", admin);
    expect(await closed.json()).toMatchObject({ status: "disabled" });
    expect((await getJson(server.api, "user/me", staff)).status).toBe(401);
    expect((await login(server.api, "6900000004")).status).not.toBe(200);
    expect((await call("POST", "admin/users/4/deactivate", admin)).status).toBe(409);
    expect(
      (await call("PUT", "admin/users/4/rights", admin, { all_stores: true, administers: false })).status,
    ).toBe(409);
    expect(await (await call("POST", "admin/users/4/reactivate", admin)).json()).toMatchObject({
      status: "active",
    });
    expect((await login(server.api, "6900000004")).status).toBe(200);
    const manager = (await loginTokens(server.api, "6900000003")).access_token;
    expect((await call("POST", "admin/users/3/end-sessions", admin)).status).toBe(200);
    expect((await getJson(server.api, "user/me", manager)).status).toBe(401);
    expect((await call("POST", "admin/users/1/deactivate", admin)).status).toBe(403);
    expect((await call("POST", "admin/users/99999/deactivate", admin)).status).toBe(404);
  });

  it("answers 403 to everyone without the right, the every-store view and head office's role included", async () => {
    const calls = [
      ["GET", "admin/stores"],
      ["GET", `admin/stores/${created.id}`],
      ["POST", "admin/stores"],
      ["PUT", `admin/stores/${created.id}`],
      ["POST", `admin/stores/${created.id}/close`],
      ["POST", `admin/stores/${created.id}/reopen`],
      ["GET", "admin/companies"],
      ["GET", "admin/companies/2"],
      ["POST", "admin/companies"],
      ["PUT", "admin/companies/2"],
      ["GET", "admin/users"],
      ["GET", "admin/users/4"],
      ["PUT", "admin/users/4/rights"],
      ["POST", "admin/users/4/deactivate"],
      ["POST", "admin/users/4/reactivate"],
      ["POST", "admin/users/4/end-sessions"],
    ] as const;
    const others = DEMO_ACCOUNTS.filter((account) => account.hasPassword && account.administers !== true);
    expect(others.length).toBeGreaterThan(3);
    for (const account of others) {
      const token = (await loginTokens(server.api, account.mobile)).access_token;
      for (const [method, path] of calls)
        expect([
          account.mobile,
          method,
          path,
          (await call(method, path, token, method === "GET" ? undefined : KOLONAKI, randomUUID())).status,
        ]).toEqual([account.mobile, method, path, 403]);
    }
    // Head office without the grant: the every-store view alone opens nothing of the console.
    await server.server.database.db.update(users).set({ administers: false }).where(eq(users.id, 1));
    try {
      expect((await call("GET", "admin/stores", admin)).status).toBe(403);
    } finally {
      await server.server.database.db.update(users).set({ administers: true }).where(eq(users.id, 1));
    }
    expect((await call("GET", "admin/stores", admin)).status).toBe(200);
    for (const [method, path] of calls)
      expect((await fetch(`${server.api}/${path}`, { method })).status).toBe(401);
    expect(server.serverErrors).toEqual([]);
  });
});
