import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog } from "../../server/db/schema/activity-log";
import { users } from "../../server/db/schema/users";
import { availableDatabases } from "./support/database-targets";
import { bearer, getJson, login, loginTokens } from "./support/http";
import {
  codeIn,
  lastMessageTo,
  messagesTo,
  NEW_PASSWORD,
  postJson,
  tokenOf,
} from "./support/registration-flow";
import { selfRegister } from "./support/self-registration";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

// Demo: company 2 runs stores 1-3; store 5 belongs to another franchisee; 6900000003 is a store manager.
const ELENI = {
  first_name: "Ελένη",
  last_name: "Γεωργίου",
  country_code: "30",
  mobile: "6955500001",
  email: "e.georgiou@invited.example.com",
  role: "franchisee",
  store_ids: [2, 3],
  company_id: 2,
  job_position_id: null,
  language: "en",
};

interface Person {
  id: number;
  status: string;
  role: string;
  store_ids: number[];
  company_id: number | null;
}

describe.each(databases)("inviting people in the console on $name", (target) => {
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
  const logged = async (contactId: number, status: string) =>
    server.server.database.db
      .select({ detail: activityLog.detail })
      .from(activityLog)
      .where(and(eq(activityLog.contactId, contactId), eq(activityLog.status, status)));
  /** The link's code by SMS, then the password: what /setpassword does. */
  const completeLink = async (token: string, mobile: string) => {
    const sent = await postJson(server, "auth/verify/mobile", { hash: token });
    expect(sent.body).toEqual({ status: "success", message: "b2b_code_sent" });
    const code = codeIn((await lastMessageTo(server, `+30${mobile}`)).body);
    return postJson(server, "auth/activate", {
      hash: token,
      code,
      password: NEW_PASSWORD,
      consent_email: true,
      terms: true,
    });
  };

  let eleni: Person;

  it("invites a franchisee once per key: an invited account with her stores, the link by SMS and e-mail, both logs", async () => {
    const key = randomUUID();
    const first = await call("POST", "admin/users", admin, ELENI, key);
    expect(first.status).toBe(201);
    eleni = (await first.json()) as Person;
    expect(eleni).toMatchObject({ status: "invited", role: "franchisee", store_ids: [2, 3], company_id: 2 });
    const again = await call("POST", "admin/users", admin, ELENI, key);
    expect(again.status).toBe(201);
    expect(((await again.json()) as Person).id).toBe(eleni.id);
    expect(await messagesTo(server, "+306955500001")).toHaveLength(1);
    const sms = await lastMessageTo(server, "+306955500001");
    expect(sms.links[0]).toMatch(/\/portal\/setpassword\?m=/u);
    const mail = await lastMessageTo(server, ELENI.email);
    expect(tokenOf(mail.links[0])).toBe(tokenOf(sms.links[0]));
    // Written in the language the administrator chose for her.
    expect(mail.subject).not.toMatch(/[α-ω]/u);
    expect(await logged(1, "admin_invited")).toHaveLength(1);
    expect(await logged(eleni.id, "invited")).toHaveLength(1);
    // No password yet: no sign-in, and the answer says nothing of the account.
    expect((await login(server.api, ELENI.mobile, NEW_PASSWORD)).status).toBe(422);
  });

  it("refuses a taken mobile, a closed or unknown store, a franchisee without a company, changing nothing", async () => {
    const taken = await call("POST", "admin/users", admin, { ...ELENI, mobile: "6900000003" }, randomUUID());
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ message: "b2b_admin_mobile_taken" });
    const noCompany = await call(
      "POST",
      "admin/users",
      admin,
      { ...ELENI, mobile: "6955500009", company_id: null },
      randomUUID(),
    );
    expect(noCompany.status).toBe(422);
    const unknownStore = await call(
      "POST",
      "admin/users",
      admin,
      { ...ELENI, mobile: "6955500009", store_ids: [99_999] },
      randomUUID(),
    );
    expect(unknownStore.status).toBe(422);
    expect(await unknownStore.json()).toMatchObject({ message: "b2b_admin_store_unknown" });
    // A closed store is no store to give (store 10 closed, then reopened for the other tests).
    expect((await call("POST", "admin/stores/10/close", admin)).status).toBe(200);
    const closedStore = await call(
      "POST",
      "admin/users",
      admin,
      { ...ELENI, mobile: "6955500009", store_ids: [2, 10] },
      randomUUID(),
    );
    expect(closedStore.status).toBe(422);
    expect(await closedStore.json()).toMatchObject({ message: "b2b_admin_store_unknown" });
    expect((await call("POST", "admin/stores/10/reopen", admin)).status).toBe(200);
    expect((await messagesTo(server, "+306955500009")).length).toBe(0);
  });

  it("resends a new link, and only the newest works", async () => {
    const oldToken = tokenOf((await lastMessageTo(server, "+306955500001")).links[0]);
    const resent = await call("POST", `admin/users/${eleni.id}/invitation`, admin);
    expect(resent.status).toBe(200);
    const newToken = tokenOf((await lastMessageTo(server, "+306955500001")).links[0]);
    expect(newToken).not.toBe(oldToken);
    expect((await getJson(server.api, `auth/registered/data/${oldToken}`)).status).toBe(404);
    expect((await getJson(server.api, `auth/registered/data/${newToken}`)).status).toBe(200);
    expect(await logged(eleni.id, "invitation_resent")).toHaveLength(1);
    expect(await logged(1, "admin_invitation_resent")).toHaveLength(1);
    // Nobody resends to their own account (no body to read: refused first).
    expect((await call("POST", "admin/users/1/invitation", admin)).status).toBe(403);
  });

  it("an invitation's link shows the stores given, and follows a change made before it is accepted", async () => {
    const invited = (await (
      await call(
        "POST",
        "admin/users",
        admin,
        { ...ELENI, mobile: "6955500003", email: "", role: "user", store_ids: [1] },
        randomUUID(),
      )
    ).json()) as Person;
    const token = tokenOf((await lastMessageTo(server, "+306955500003")).links[0]);
    const storesShown = async () =>
      ((await (await getJson(server.api, `auth/registered/data/${token}`)).json()) as { store: string[] })
        .store;
    expect(await storesShown()).toEqual(["Σύνταγμα"]);
    const moved = await call("PUT", `admin/users/${invited.id}/assignment`, admin, {
      role: "user",
      store_ids: [2],
      company_id: 2,
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ status: "invited", store_ids: [2] });
    expect(await storesShown()).toEqual(["Αριστοτέλους"]);
  });

  it("gives a person invited without a company the administrator's own, so they can sign in", async () => {
    const invited = (await (
      await call(
        "POST",
        "admin/users",
        admin,
        {
          ...ELENI,
          mobile: "6955500004",
          email: "",
          role: "store_manager",
          store_ids: [4],
          company_id: null,
        },
        randomUUID(),
      )
    ).json()) as Person;
    const [own] = await server.server.database.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.id, 1));
    expect(invited).toMatchObject({ status: "invited", company_id: own?.companyId });
    const token = tokenOf((await lastMessageTo(server, "+306955500004")).links[0]);
    expect((await completeLink(token, "6955500004")).status).toBe(200);
    const tokens = await loginTokens(server.api, "6955500004", NEW_PASSWORD);
    const base = (await (await getJson(server.api, "base", tokens.access_token)).json()) as {
      franchiseStores: { id: number }[];
    };
    expect(base.franchiseStores.map((store) => store.id)).toEqual([4]);
  });

  it("the invited franchisee sets a password through the link, is active at once and sees exactly her stores", async () => {
    const token = tokenOf((await lastMessageTo(server, "+306955500001")).links[0]);
    const activated = await completeLink(token, ELENI.mobile);
    expect(activated).toMatchObject({ status: 200, body: { message: "b2b_invitation_accepted" } });
    const tokens = await loginTokens(server.api, ELENI.mobile, NEW_PASSWORD);
    const base = (await (await getJson(server.api, "base", tokens.access_token)).json()) as {
      franchiseStores: { id: number }[];
    };
    expect(base.franchiseStores.map((store) => store.id).toSorted()).toEqual([2, 3]);
    const me = (await (await getJson(server.api, "user/me", tokens.access_token)).json()) as {
      portal_user_role: string;
      portal_user_type: number;
    };
    expect(me).toMatchObject({ portal_user_role: "franchisee", portal_user_type: 23 });
    expect(await logged(eleni.id, "invitation_accepted")).toHaveLength(1);
    // Accepted: nothing left to resend, and the used link is spent.
    expect((await call("POST", `admin/users/${eleni.id}/invitation`, admin)).status).toBe(409);
    expect((await getJson(server.api, `auth/registered/data/${token}`)).status).toBe(404);
  });

  it("changes her role and stores (logged with before and after), never one's own; the same again changes nothing", async () => {
    const assignment = { role: "store_manager", store_ids: [3], company_id: 2, job_position_id: null };
    const changed = await call("PUT", `admin/users/${eleni.id}/assignment`, admin, assignment);
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ role: "store_manager", store_ids: [3] });
    expect((await call("PUT", `admin/users/${eleni.id}/assignment`, admin, assignment)).status).toBe(200);
    const log = await logged(eleni.id, "assignment_changed");
    expect(log).toHaveLength(1);
    expect(JSON.parse(log[0]?.detail ?? "{}")).toMatchObject({
      before: { role: "franchisee", store_ids: [2, 3] },
      after: { role: "store_manager", store_ids: [3] },
      by: 1,
    });
    const own = await call("PUT", "admin/users/1/assignment", admin, assignment);
    expect(own.status).toBe(403);
    expect(await own.json()).toMatchObject({ message: "b2b_admin_not_yourself" });
    const adminLog = (await logged(1, "admin_assignment_changed")).map((row) =>
      JSON.parse(row.detail ?? "{}"),
    );
    expect(adminLog.filter((detail: { user_id?: number }) => detail.user_id === eleni.id)).toHaveLength(1);
    const noStore = await call("PUT", `admin/users/${eleni.id}/assignment`, admin, {
      ...assignment,
      store_ids: [],
    });
    expect(noStore.status).toBe(422);
  });

  it("withdraws an invitation not yet accepted: its link stops working; reactivated, it is an invitation again", async () => {
    const invited = (await (
      await call("POST", "admin/users", admin, { ...ELENI, mobile: "6955500002", email: "" }, randomUUID())
    ).json()) as Person;
    const token = tokenOf((await lastMessageTo(server, "+306955500002")).links[0]);
    expect((await call("POST", `admin/users/${invited.id}/deactivate`, admin)).status).toBe(200);
    expect((await getJson(server.api, `auth/registered/data/${token}`)).status).toBe(404);
    const back = await call("POST", `admin/users/${invited.id}/reactivate`, admin);
    expect(await back.json()).toMatchObject({ status: "invited" });
    expect((await call("POST", `admin/users/${invited.id}/invitation`, admin)).status).toBe(200);
  });

  it("leaves a self-registration awaiting approval to its approval: no assignment, no resend", async () => {
    const pending = await selfRegister(server, "6955500005");
    const placed = await call("PUT", `admin/users/${pending}/assignment`, admin, {
      role: "user",
      store_ids: [1],
      company_id: 2,
    });
    expect(placed.status).toBe(409);
    expect(await placed.json()).toMatchObject({ message: "b2b_admin_account_awaiting_approval" });
    const resent = await call("POST", `admin/users/${pending}/invitation`, admin);
    expect(resent.status).toBe(409);
    expect(await resent.json()).toMatchObject({ message: "b2b_admin_not_invited" });
  });

  it("has every state in the demo: closed stores out of the pickers, a deactivated and an invited person", async () => {
    const closed = (await (await call("GET", "admin/stores?state=closed", admin)).json()) as {
      items: { id: number }[];
    };
    expect(closed.items.map((store) => store.id)).toEqual(expect.arrayContaining([11, 12]));
    const base = (await (await getJson(server.api, "base", admin)).json()) as {
      franchiseStores: { id: number }[];
    };
    expect(base.franchiseStores.map((store) => store.id)).not.toContain(11);
    const people = async (status: string) =>
      (
        (await (await call("GET", `admin/users?status=${status}&limit=200`, admin)).json()) as {
          items: { id: number; mobile: string }[];
        }
      ).items;
    expect((await people("disabled")).map((p) => p.id)).toContain(1705);
    const invited = (await people("invited")).find((p) => p.mobile === "6900000020");
    if (invited === undefined) throw new Error("the demo's invited person is missing");
    // Nobody has the seeded link; a resend sends one that works and shows her store.
    expect((await call("POST", `admin/users/${invited.id}/invitation`, admin)).status).toBe(200);
    const token = tokenOf((await lastMessageTo(server, "+306900000020")).links[0]);
    const data = (await (await getJson(server.api, `auth/registered/data/${token}`)).json()) as {
      store: string[];
    };
    expect(data.store).toEqual(["Λάρισα"]);
  });

  it("answers 403 to invite, resend and assign without the right to administer", async () => {
    const manager = (await loginTokens(server.api, "6900000003")).access_token;
    expect((await call("POST", "admin/users", manager, ELENI, randomUUID())).status).toBe(403);
    expect((await call("POST", `admin/users/${eleni.id}/invitation`, manager)).status).toBe(403);
    expect(
      (await call("PUT", `admin/users/${eleni.id}/assignment`, manager, { role: "user", store_ids: [1] }))
        .status,
    ).toBe(403);
  });
});
