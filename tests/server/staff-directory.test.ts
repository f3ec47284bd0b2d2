import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { availableDatabases } from "./support/database-targets";
import { login, loginTokens, refresh } from "./support/http";
import { NEW_PASSWORD } from "./support/registration-flow";
import { approveAs, selfRegister } from "./support/self-registration";
import { call } from "./support/ticket-client";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();
const HOUR = 3_600_000;
const FRANCHISEE = "6900000002";
const MANAGER = "6900000003";
const MANAGER_STORE_4 = "6900000006";
const HEAD_OFFICE = "6900000001";
const STAFF = "6900000004";

describe.each(databases)("the staff list and deactivation on $name", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());
  beforeEach(() => server.clock.advance(HOUR));
  const token = async (mobile: string, password?: string) =>
    (await loginTokens(server.api, mobile, password)).access_token;

  it("lists the store's people with their contact details, and only for the store's own people", async () => {
    const list = await call(server.api, "location-staff/1", { token: await token(MANAGER) });
    expect(list.status).toBe(200);
    const items = list.body["items"] as Record<string, unknown>[];
    expect(items.find((p) => p["id"] === 1701)).toMatchObject({
      f_name: "Αλέξανδρος",
      l_name: "Νικολάου",
      phone: "2103221450",
      mobile: expect.stringMatching(/^69\d{8}$/),
      can_deactivate: true,
    });
    expect(items.find((p) => p["id"] === 2)).toMatchObject({ can_deactivate: false });
    expect(items.find((p) => p["id"] === 1705)).toMatchObject({ status: "disabled", can_deactivate: false });
    expect((await call(server.api, "location-staff/4", { token: await token(MANAGER) })).status).toBe(403);
  });

  const post = async (path: string, mobile: string) =>
    call(server.api, path, { token: await token(mobile), method: "POST" });
  const staffOf = async (storeId: number, mobile: string) =>
    (await call(server.api, `location-staff/${storeId}`, { token: await token(mobile) })).body[
      "items"
    ] as Record<string, unknown>[];
  let serial = 0;
  /** A self-registered person approved by head office for the stores chosen. */
  const approvedPerson = async (store: readonly number[]) => {
    serial += 1;
    const mobile = `691${String(serial)}${String(Date.now() % 1e6).padStart(6, "0")}`;
    const id = await selfRegister(server, mobile, { store });
    await approveAs(server, HEAD_OFFICE, mobile);
    return { id, mobile };
  };

  it("a manager's deactivation removes the person from that manager's stores only; they keep another company's store", async () => {
    // Store 1 is Konstantinou's (the manager's); store 4 is another company's (Georgiou's).
    const { id, mobile } = await approvedPerson([1, 4]);
    const tokens = await loginTokens(server.api, mobile, NEW_PASSWORD);
    expect((await call(server.api, "v2/tickets/location/1", { token: tokens.access_token })).status).toBe(
      200,
    );

    // A manager never deactivates a franchisee of their store (403); head office and unknown ids are
    // none of their stores' people (404).
    expect((await post("disableUserAccess/2", MANAGER)).status).toBe(403);
    expect((await post("disableUserAccess/1", MANAGER)).status).toBe(404);
    expect((await post("disableUserAccess/99999", MANAGER)).status).toBe(404);
    // Staff and trainees have no deactivation right at all.
    expect((await post(`disableUserAccess/${id}`, STAFF)).status).toBe(403);

    const done = await post(`disableUserAccess/${id}`, MANAGER);
    expect(done).toMatchObject({
      status: 200,
      body: { message: "b2b_staff_removed_from_stores", scope: "stores", store_ids: [1] },
    });
    // Still signed in, still able to sign in: store 4 answers, store 1 refuses at once, same token.
    expect((await call(server.api, "user/me", { token: tokens.access_token })).status).toBe(200);
    expect((await call(server.api, "v2/tickets/location/1", { token: tokens.access_token })).status).toBe(
      403,
    );
    expect((await call(server.api, "v2/tickets/location/4", { token: tokens.access_token })).status).toBe(
      200,
    );
    const again = await loginTokens(server.api, mobile, NEW_PASSWORD);
    expect((await call(server.api, "v2/tickets/location/4", { token: again.access_token })).status).toBe(200);
    expect((await refresh(server.api, tokens.refresh_token)).status).toBe(200);

    // Store 1's list still shows them, as deactivated there; store 4's list as active.
    expect(await staffOf(1, FRANCHISEE)).toContainEqual(
      expect.objectContaining({ id, status: "disabled", can_deactivate: false }),
    );
    expect(await staffOf(4, MANAGER_STORE_4)).toContainEqual(
      expect.objectContaining({ id, status: "active", can_deactivate: true }),
    );
    // Now none of the manager's stores is theirs: a second try is a 404, as for an unknown id.
    expect((await post(`disableUserAccess/${id}`, MANAGER)).status).toBe(404);
  });

  it("a franchisee takes the person out of each of their stores; left with none, the account stays enabled for head office", async () => {
    const { id, mobile } = await approvedPerson([1, 2]);
    // Store 4's manager shares no store with them: 404, nothing leaks.
    expect((await post(`disableUserAccess/${id}`, MANAGER_STORE_4)).status).toBe(404);
    const done = await post(`disableUserAccess/${id}`, FRANCHISEE);
    expect(done).toMatchObject({ status: 200, body: { scope: "stores" } });
    expect([...(done.body["store_ids"] as number[])].sort()).toEqual([1, 2]);
    const tokens = await loginTokens(server.api, mobile, NEW_PASSWORD);
    expect((await call(server.api, "user/me", { token: tokens.access_token })).status).toBe(200);
    for (const store of [1, 2])
      expect(
        (await call(server.api, `v2/tickets/location/${store}`, { token: tokens.access_token })).status,
      ).toBe(403);
    for (const store of [1, 2])
      expect(await staffOf(store, FRANCHISEE)).toContainEqual(
        expect.objectContaining({ id, status: "disabled" }),
      );
  });

  it("head office (the every-store grant) disables the whole account and every session ends at once", async () => {
    const { id, mobile } = await approvedPerson([1, 4]);
    const tokens = await loginTokens(server.api, mobile, NEW_PASSWORD);
    expect((await call(server.api, "user/me", { token: tokens.access_token })).status).toBe(200);
    // Never head office itself, nor oneself.
    expect((await post("disableUserAccess/7", HEAD_OFFICE)).status).toBe(403);
    expect((await post("disableUserAccess/1", HEAD_OFFICE)).status).toBe(403);
    const done = await post(`disableUserAccess/${id}`, HEAD_OFFICE);
    expect(done).toMatchObject({
      status: 200,
      body: { message: "b2b_staff_deactivated_done", scope: "account", store_ids: [] },
    });
    expect((await call(server.api, "user/me", { token: tokens.access_token })).status).toBe(401);
    expect((await refresh(server.api, tokens.refresh_token)).status).toBe(401);
    expect((await login(server.api, mobile, NEW_PASSWORD)).status).not.toBe(200);
    // Both stores' lists show the account as deactivated; nobody can deactivate it there again.
    expect(await staffOf(1, FRANCHISEE)).toContainEqual(
      expect.objectContaining({ id, status: "disabled", can_deactivate: false }),
    );
    expect(await staffOf(4, MANAGER_STORE_4)).toContainEqual(
      expect.objectContaining({ id, status: "disabled", can_deactivate: false }),
    );
  });
});
