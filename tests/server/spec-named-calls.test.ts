import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeKeysetCursor } from "../../core/lists/keyset-cursor";
import { decodeUsersAndFranchiseStores } from "../../core/staff/staff-wire";
import { isOk } from "../../core/schemas/decode";
import { DEMO_ACCOUNTS } from "../../server/seed/demo-data";
import { availableDatabases } from "./support/database-targets";
import { loginTokens } from "./support/http";
import { call, newKey, savePayload, uploadPng } from "./support/ticket-client";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

/** The answer decoded by the wire schema the browser would use, or the test fails. */
function usersAndStores(body: unknown) {
  const decoded = decodeUsersAndFranchiseStores(body);
  if (!isOk(decoded)) throw new Error(`not UsersAndFranchiseStores: ${JSON.stringify(body)}`);
  return decoded.value;
}

/**
 * Issue #33 item 11: calls the spec names that answered 404. `users and franchise stores` is
 * GET users/franchise-stores (spec 6: the franchisee alone), `saveFiles` is v2/files/save's other
 * name; `user data` and `v3/customer` stay unknown paths (docs/decisions.md says why).
 */
describe.each(databases)("the spec's named calls on $name", (target) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer(target);
    for (const mobile of ["6900000001", "6900000002", "6900000003", "6900000004", "6900000005"])
      tokens[mobile] = (await loginTokens(server.api, mobile)).access_token;
  });
  afterAll(() => server.stop());

  const franchisee = () => tokens["6900000002"] ?? "";

  it("gives the franchisee her stores and the active people who work in them", async () => {
    const answer = await call(server.api, "users/franchise-stores", { token: franchisee() });
    expect(answer.status).toBe(200);
    const body = usersAndStores(answer.body);
    expect(body.franchiseStores.map((s) => s.id)).toEqual([1, 2, 3]);
    // The demo people of stores 1-3 but the franchisee herself, each with the stores they work in.
    const expected = DEMO_ACCOUNTS.filter(
      (a) => a.mobile !== "6900000002" && a.storeIds.some((id) => [1, 2, 3].includes(id)),
    );
    for (const account of expected) {
      const person = body.users.find((u) => u.id === account.id);
      expect({ id: account.id, stores: person?.store_ids }).toEqual({
        id: account.id,
        stores: account.storeIds.filter((id) => [1, 2, 3].includes(id)),
      });
    }
    expect(body.users.some((u) => u.id === DEMO_ACCOUNTS.find((a) => a.mobile === "6900000002")?.id)).toBe(
      false,
    );
    // Nobody from another store only (store 4's manager).
    const elsewhere = DEMO_ACCOUNTS.find((a) => a.mobile === "6900000006");
    expect(body.users.some((u) => u.id === elsewhere?.id)).toBe(false);
    const ids = body.users.map((u) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(body.next_cursor).toBeNull();
  });

  it("continues after a cursor and refuses one that is not ours", async () => {
    const all = usersAndStores(
      (await call(server.api, "users/franchise-stores", { token: franchisee() })).body,
    );
    const [first] = all.users;
    expect(first).toBeDefined();
    const rest = await call(
      server.api,
      `users/franchise-stores?cursor=${encodeKeysetCursor(first?.id ?? 0)}`,
      {
        token: franchisee(),
      },
    );
    expect(rest.status).toBe(200);
    expect(usersAndStores(rest.body).users).toEqual(all.users.slice(1));
    const bad = await call(server.api, "users/franchise-stores?cursor=nope", { token: franchisee() });
    expect({ status: bad.status, message: bad.body.message }).toEqual({
      status: 422,
      message: "b2b_bad_request",
    });
  });

  it("refuses every other role (403) and a caller without a session (401)", async () => {
    for (const mobile of ["6900000001", "6900000003", "6900000004", "6900000005"]) {
      const answer = await call(server.api, "users/franchise-stores", { token: tokens[mobile] });
      expect({ mobile, status: answer.status, message: answer.body.message }).toEqual({
        mobile,
        status: 403,
        message: "b2b_forbidden",
      });
    }
    expect((await call(server.api, "users/franchise-stores")).status).toBe(401);
  });

  it("answers saveFiles exactly as v2/files/save, under the same guard", async () => {
    const manager = tokens["6900000003"] ?? "";
    const saved = await call(server.api, "v2/tickets", {
      token: manager,
      key: newKey(),
      body: savePayload([]),
    });
    expect(saved.status).toBe(201);
    await call(server.api, "saveTicketFiles", { token: manager, body: saved.body });
    const ticket = saved.body as { ticket_id: number; comm_ids: number[] };
    const later = await uploadPng(server.api, manager, "later.png");
    const body = { ticket_id: ticket.ticket_id, comm_id: ticket.comm_ids[0], file_ids: [later] };
    const first = await call(server.api, "saveFiles", { token: manager, body });
    expect(first.status).toBe(201);
    // The same files again under the v2 name: the same relations, nothing new.
    const again = await call(server.api, "v2/files/save", { token: manager, body });
    expect({ status: again.status, body: again.body }).toEqual({ status: first.status, body: first.body });
    // The trainee lacks the tickets area; garbage is 422; no session is 401.
    expect((await call(server.api, "saveFiles", { token: tokens["6900000005"], body })).status).toBe(403);
    expect((await call(server.api, "saveFiles", { token: manager, body: { ticket_id: "x" } })).status).toBe(
      422,
    );
    expect((await call(server.api, "saveFiles", { body })).status).toBe(401);
  });

  it("leaves user data and v3/customer unknown paths", async () => {
    for (const path of ["user/data", "v3/customer"]) {
      const answer = await call(server.api, path, { token: franchisee() });
      expect({ path, status: answer.status, message: answer.body.message }).toEqual({
        path,
        status: 404,
        message: "b2b_not_found",
      });
    }
  });

  it("logged no unexpected server error", () => {
    expect(server.serverErrors).toEqual([]);
  });
});
