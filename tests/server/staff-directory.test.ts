import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { availableDatabases } from "./support/database-targets";
import { loginTokens, refresh } from "./support/http";
import { NEW_PASSWORD } from "./support/registration-flow";
import { approveAs, selfRegister } from "./support/self-registration";
import { call } from "./support/ticket-client";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();
const HOUR = 3_600_000;
const FRANCHISEE = "6900000002";
const MANAGER = "6900000003";
const MANAGER_STORE_4 = "6900000006";

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

  it("an approved person is deactivated by their manager and their sessions end at once", async () => {
    const mobile = `6912${String(Date.now() % 1e6).padStart(6, "0")}`;
    const id = await selfRegister(server, mobile, { store: [1] });
    await approveAs(server, MANAGER, mobile);
    const tokens = await loginTokens(server.api, mobile, NEW_PASSWORD);
    expect((await call(server.api, "tickets/location/1", { token: tokens.access_token })).status).not.toBe(
      401,
    );
    // Not someone else's to deactivate: another store's manager gets the same 404 as an unknown id.
    expect(
      (
        await call(server.api, `disableUserAccess/${id}`, {
          token: await token(MANAGER_STORE_4),
          method: "POST",
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(server.api, `disableUserAccess/2`, { token: await token(MANAGER), method: "POST" })).status,
    ).toBe(403);
    const done = await call(server.api, `disableUserAccess/${id}`, {
      token: await token(MANAGER),
      method: "POST",
    });
    expect(done).toMatchObject({ status: 200, body: { message: "b2b_staff_deactivated_done" } });
    expect((await call(server.api, "user/me", { token: tokens.access_token })).status).toBe(401);
    expect((await refresh(server.api, tokens.refresh_token)).status).toBe(401);
    expect(
      (await call(server.api, "location-staff/1", { token: await token(FRANCHISEE) })).body["items"],
    ).toContainEqual(expect.objectContaining({ id, status: "disabled" }));
  });
});
