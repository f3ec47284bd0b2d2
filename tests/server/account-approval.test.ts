import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { availableDatabases } from "./support/database-targets";
import { bearer, getJson, login, loginTokens } from "./support/http";
import { queryRows, sql } from "./support/query";
import { NEW_PASSWORD, lastMessageTo, messagesTo } from "./support/registration-flow";
import { selfRegister } from "./support/self-registration";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();
const HOUR = 3_600_000;

// Demo data: store 1 has franchisee 6900000002 and store manager 6900000003; store 4 has store
// manager 6900000006; stores 5 to 8 have nobody. 6900000001 (user id 1) and the corporate account
// hold head office's every-store grant; 6900000004 is staff of store 2.
const FRANCHISEE = "6900000002";
const MANAGER_STORE_1 = "6900000003";
const MANAGER_STORE_4 = "6900000006";
const HEAD_OFFICE = "6900000001";
const STAFF = "6900000004";

describe.each(databases)("approval of self-registered accounts on $name", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());
  beforeEach(() => server.clock.advance(HOUR));

  const db = () => server.server.database.db;
  const tokenOf = async (mobile: string, password?: string) =>
    (await loginTokens(server.api, mobile, password)).access_token;
  const pendingFor = async (mobile: string) => {
    const response = await getJson(server.api, "staff/pending", await tokenOf(mobile));
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const rightOf = async (mobile: string) => {
    const me = await getJson(server.api, "user/me", await tokenOf(mobile));
    return ((await me.json()) as { account_approval: string }).account_approval;
  };
  const decide = async (mobile: string, userId: number, decision: "approve" | "reject") => {
    const response = await fetch(`${server.api}/staff/pending/${userId}/${decision}`, {
      method: "POST",
      headers: bearer(await tokenOf(mobile)),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const account = async (id: number) =>
    (
      await queryRows<{ status: string; company_id: number | null; all_stores: boolean; stores: number[] }>(
        db(),
        sql`select status, company_id, all_stores,
              coalesce((select array_agg(store_id order by store_id) from user_stores where user_id = users.id), '{}') as stores
            from users where id = ${id}`,
      )
    )[0];

  it("critical: a store nobody works in, chosen first, no longer yields the head-office company or any store", async () => {
    const id = await selfRegister(server, "6911000001", { store: [5, 1] });
    expect(await account(id)).toEqual({ status: "pending", company_id: null, all_stores: false, stores: [] });
    const refused = await login(server.api, "6911000001", NEW_PASSWORD);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ status: "error", message: "b2b_account_pending_approval" });
    const [sessions] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from sessions where user_id = ${id}`,
    );
    expect(sessions?.n).toBe(0);
  });

  it("a wrong password of a pending account is still only 'wrong username/password'", async () => {
    await selfRegister(server, "6911000002", { store: [1] });
    const wrong = await login(server.api, "6911000002", "Wrong#2024x");
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({ status: "error", message: "b2b_wrong_username_password" });
  });

  it("tells each approver of the chosen stores by a message of their own; head office when nobody manages them", async () => {
    const before = (await messagesTo(server, "maria@konstantinou-estiasi.example.com")).length;
    await selfRegister(server, "6911000003", { store: [1], first_name: "Ελένη", last_name: "Μάρκου" });
    const toFranchisee = await messagesTo(server, "maria@konstantinou-estiasi.example.com");
    expect(toFranchisee).toHaveLength(before + 1);
    expect(toFranchisee.at(-1)?.body).toContain("Ελένη Μάρκου");
    expect(toFranchisee.at(-1)?.links).toEqual([`${server.config.publicUrl}/portal/users`]);
    const rows = await queryRows<{ recipient: string }>(
      db(),
      sql`select recipient from outbox where body like '%Ελένη Μάρκου%' order by id`,
    );
    // One message per approver of store 1 (the franchisee and the store manager), each to one address.
    expect(rows.length).toBe(2);
    expect(rows.every((r) => !r.recipient.includes(","))).toBe(true);

    await selfRegister(server, "6911000004", { store: [6], first_name: "Κώστας", last_name: "Λάμπρου" });
    const headOffice = await queryRows<{ recipient: string }>(
      db(),
      sql`select recipient from outbox where body like '%Κώστας Λάμπρου%' order by recipient`,
    );
    expect(headOffice.map((r) => r.recipient)).toEqual([
      "d.vasileiou@franchise-group.example.com",
      "g.papadakis@franchise-group.example.com",
    ]);
  });

  it("lists a request to its store's approvers with only their stores, to head office with all, to nobody else", async () => {
    const id = await selfRegister(server, "6911000005", { store: [4, 1] });
    const mine = (list: unknown) => (list as { id: number }[]).find((a) => a.id === id);
    expect(mine((await pendingFor(MANAGER_STORE_1)).body)).toMatchObject({
      f_name: "Νίκος",
      mobile: "6911000005",
      stores: [{ id: 1 }],
      is_trainee: false,
      gender: 1,
    });
    expect(mine((await pendingFor(MANAGER_STORE_4)).body)).toMatchObject({ stores: [{ id: 4 }] });
    expect(mine((await pendingFor(HEAD_OFFICE)).body)).toMatchObject({ stores: [{ id: 4 }, { id: 1 }] });
    const staff = await pendingFor(STAFF);
    expect(staff).toEqual({ status: 403, body: { status: "error", message: "b2b_forbidden" } });
    const id2 = await selfRegister(server, "6911000006", { store: [7] });
    expect(mine((await pendingFor(MANAGER_STORE_1)).body)).toBeDefined();
    expect(((await pendingFor(MANAGER_STORE_1)).body as { id: number }[]).some((a) => a.id === id2)).toBe(
      false,
    );
  });

  it("carries the gender so the Greek notice can say «Ο» or «Η» (issue 33)", async () => {
    const id = await selfRegister(server, "6911000090", { store: [1], first_name: "Ελένη", gender: 2 });
    const listed = ((await pendingFor(MANAGER_STORE_1)).body as { id: number }[]).find((a) => a.id === id);
    expect(listed).toMatchObject({ f_name: "Ελένη", gender: 2 });
  });

  it("approval by a store manager: active, the approver's company, only the approver's stores; told by message; logged", async () => {
    const id = await selfRegister(server, "6911000007", { store: [1, 4], email: "new.staff@example.com" });
    // Someone without the right, or a store approver of none of its stores, finds nothing to decide.
    expect((await decide(STAFF, id, "approve")).status).toBe(403);
    expect((await decide(FRANCHISEE, id + 1000, "approve")).status).toBe(404);
    expect(await account(id)).toMatchObject({ status: "pending" });

    expect(await decide(MANAGER_STORE_1, id, "approve")).toEqual({
      status: 200,
      body: { status: "success", message: "b2b_account_approved_done" },
    });
    const [manager] = await queryRows<{ id: number; company_id: number }>(
      db(),
      sql`select id, company_id from users where mobile = ${MANAGER_STORE_1}`,
    );
    expect(await account(id)).toEqual({
      status: "active",
      company_id: manager?.company_id,
      all_stores: false,
      stores: [1],
    });
    expect((await lastMessageTo(server, "+306911000007")).body).toContain(server.config.publicUrl);
    expect((await lastMessageTo(server, "new.staff@example.com")).subject).toBeTruthy();
    const [entry] = await queryRows<{ status: string; detail: string }>(
      db(),
      sql`select status, detail from activity_log where contact_id = ${manager?.id} and status = 'account_approved' order by id desc limit 1`,
    );
    expect(entry?.status).toBe("account_approved");
    expect(JSON.parse(entry?.detail ?? "{}")).toEqual({ user_id: id, store_ids: [1] });

    // The first decision wins.
    expect(await decide(MANAGER_STORE_4, id, "reject")).toEqual({
      status: 409,
      body: { status: "error", message: "b2b_approval_already_decided" },
    });

    // Signed in, the new member sees store 1 and nothing of store 4.
    const access = await tokenOf("6911000007", NEW_PASSWORD);
    const base = (await (await getJson(server.api, "base", access)).json()) as {
      franchiseStores: { id: number }[];
    };
    expect(base.franchiseStores.map((s) => s.id)).toEqual([1]);
    expect((await getJson(server.api, "v2/tickets/location/4", access)).status).toBe(403);
  });

  it("rejection: the person is told and cannot sign in; the decision is logged", async () => {
    const id = await selfRegister(server, "6911000008", { store: [1] });
    expect(await decide(FRANCHISEE, id, "reject")).toEqual({
      status: 200,
      body: { status: "success", message: "b2b_account_rejected_done" },
    });
    expect(await account(id)).toMatchObject({ status: "rejected", company_id: null, stores: [] });
    const refused = await login(server.api, "6911000008", NEW_PASSWORD);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ status: "error", message: "b2b_account_rejected" });
    expect((await lastMessageTo(server, "+306911000008")).links).toEqual([]);
    const [entry] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from activity_log where status = 'account_rejected' and detail like ${`%"user_id":${id}%`}`,
    );
    expect(entry?.n).toBe(1);
  });

  it("the rejection's message tells staff to ask their store's manager, and a trainee to ask head office (issue 33)", async () => {
    const staff = await selfRegister(server, "6911000010", { store: [1] });
    const trainee = await selfRegister(server, "6911000011", { role: "Trainee", store: [1] });
    expect((await decide(FRANCHISEE, staff, "reject")).status).toBe(200);
    expect((await decide(HEAD_OFFICE, trainee, "reject")).status).toBe(200);
    expect((await lastMessageTo(server, "+306911000010")).body).toContain(
      "Επικοινωνήστε με τον υπεύθυνο του καταστήματός σας",
    );
    const toTrainee = (await lastMessageTo(server, "+306911000011")).body;
    expect(toTrainee).toContain("Επικοινωνήστε με την κεντρική διοίκηση");
    expect(toTrainee).not.toContain("καταστήματος");
  });

  it("a trainee's request waits for head office only", async () => {
    const id = await selfRegister(server, "6911000009", { role: "Trainee", store: [1] });
    const listed = (body: unknown) => (body as { id: number }[]).some((a) => a.id === id);
    expect(listed((await pendingFor(MANAGER_STORE_1)).body)).toBe(false);
    expect((await decide(MANAGER_STORE_1, id, "approve")).status).toBe(404);
    expect(
      ((await pendingFor(HEAD_OFFICE)).body as { id: number; is_trainee: boolean }[]).find(
        (a) => a.id === id,
      ),
    ).toMatchObject({ is_trainee: true, stores: [] });
    expect((await decide(HEAD_OFFICE, id, "approve")).status).toBe(200);
    expect(await account(id)).toMatchObject({ status: "active", stores: [], all_stores: false });
    expect((await login(server.api, "6911000009", NEW_PASSWORD)).status).toBe(200);
  });

  it("user/me says which requests the user may decide on", async () => {
    expect(await rightOf(HEAD_OFFICE)).toBe("every-request");
    expect(await rightOf(MANAGER_STORE_1)).toBe("own-stores");
    expect(await rightOf(FRANCHISEE)).toBe("own-stores");
    expect(await rightOf(STAFF)).toBe("none");
  });

  it("every store is an explicit grant: the head-office company alone gives none, the grant gives all", async () => {
    const headOfficeCompany = sql`(select company_id from users where id = 1)`;
    await db().execute(sql`update users set company_id = ${headOfficeCompany} where mobile = ${STAFF}`);
    const stores = async () =>
      (
        (await (await getJson(server.api, "base", await tokenOf(STAFF))).json()) as {
          franchiseStores: { id: number }[];
        }
      ).franchiseStores.map((s) => s.id);
    expect(await stores()).toEqual([2]);
    expect((await getJson(server.api, "v2/tickets/location/1", await tokenOf(STAFF))).status).toBe(403);
    await db().execute(sql`update users set all_stores = true where mobile = ${STAFF}`);
    // Every open store: a closed one leaves every picker (issue 35).
    const [every] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from stores where closed_at is null`,
    );
    expect((await stores()).length).toBe(every?.n);
    await db().execute(sql`update users set all_stores = false, company_id = 2 where mobile = ${STAFF}`);
  });
});
