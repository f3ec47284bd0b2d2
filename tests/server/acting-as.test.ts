import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDatabases } from "./support/database-targets";
import { bearer, getJson, loginTokens, refresh, type Tokens } from "./support/http";
import { queryRows, sql } from "./support/query";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

describe.each(databases)("acting as an employee on $name", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());

  const actAs = (accessToken: string, body: unknown) =>
    fetch(`${server.api}/auth/act-as`, {
      method: "POST",
      headers: { ...bearer(accessToken), "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  it("user 1 lists the employees and acts as one in a new session linked to its own", async () => {
    const master = await loginTokens(server.api, "6900000001");
    const employees = (await (await getJson(server.api, "employees", master.access_token)).json()) as {
      id: number;
      f_name: string;
      l_name: string;
      phone: string | null;
      mobile: string;
    }[];
    expect(employees.map((e) => e.id)).toContain(3);
    expect(employees.map((e) => e.id)).not.toContain(1);
    expect(Object.keys(employees[0] ?? {}).sort()).toEqual(["f_name", "id", "l_name", "mobile", "phone"]);

    const response = await actAs(master.access_token, { user_id: 3 });
    expect(response.status).toBe(200);
    const acting = (await response.json()) as Tokens;
    expect(decodeJwt(acting.access_token)).toMatchObject({ sub: "3", role: "store_manager" });
    const me = (await (await getJson(server.api, "user/me", acting.access_token)).json()) as { id: number };
    expect(me.id).toBe(3);

    const masterSid = String(decodeJwt(master.access_token)["sid"]);
    const actingSid = String(decodeJwt(acting.access_token)["sid"]);
    const [link] = await queryRows<{ master: string | null }>(
      server.server.database.db,
      sql`select acting_as_master_session_id as master from sessions where id = ${actingSid}`,
    );
    expect(link?.master).toBe(masterSid);
    const log = await queryRows<{ contact_id: number; detail: string }>(
      server.server.database.db,
      sql`select contact_id, detail from activity_log where status = 'act_as' order by id desc limit 1`,
    );
    expect(log[0]?.contact_id).toBe(1);
    expect(JSON.parse(log[0]?.detail ?? "{}")).toMatchObject({
      target_user_id: 3,
      master_session_id: masterSid,
    });

    // The master session is untouched ("choosing master restores it").
    expect((await getJson(server.api, "user/me", master.access_token)).status).toBe(200);
    // Logging the master out ends the acting-as session too.
    await fetch(`${server.api}/v2/logs/logout`, { method: "POST", headers: bearer(master.access_token) });
    expect((await getJson(server.api, "user/me", acting.access_token)).status).toBe(401);
  });

  it("an acting-as session ends with its master session's absolute expiry, refreshed or not", async () => {
    const DAY = 86_400_000;
    const first = await loginTokens(server.api, "6900000001");
    server.clock.advance(29 * DAY);
    const master = (await (await refresh(server.api, first.refresh_token)).json()) as Tokens;
    const acting = (await (await actAs(master.access_token, { user_id: 4 })).json()) as Tokens;
    const [row] = await queryRows<{ acting: string; master: string }>(
      server.server.database.db,
      sql`select a.expires_at::text as acting, m.expires_at::text as master from sessions a
          join sessions m on m.id = a.acting_as_master_session_id where a.id = ${String(decodeJwt(acting.access_token)["sid"])}`,
    );
    expect(row?.acting).toBe(row?.master);
    // Still inside the master's life: the acting-as session refreshes as usual.
    server.clock.advance(DAY - 2 * 60_000);
    const refreshed = await refresh(server.api, acting.refresh_token);
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as Tokens;
    // Past the master's expiry: neither its refresh token nor its access token works any more.
    server.clock.advance(3 * 60_000);
    expect((await refresh(server.api, next.refresh_token)).status).toBe(401);
    expect((await getJson(server.api, "user/me", next.access_token)).status).toBe(401);
  });

  it("answers 403 to every other user, and to an acting-as session itself", async () => {
    for (const mobile of ["6900000002", "6900000003", "6900000006"]) {
      const { access_token } = await loginTokens(server.api, mobile);
      const response = await actAs(access_token, { user_id: 4 });
      expect({ mobile, status: response.status, body: await response.json() }).toEqual({
        mobile,
        status: 403,
        body: { status: "error", message: "b2b_forbidden" },
      });
      expect((await getJson(server.api, "employees", access_token)).status).toBe(403);
    }
    const master = await loginTokens(server.api, "6900000001");
    const acting = (await (await actAs(master.access_token, { user_id: 2 })).json()) as Tokens;
    expect((await actAs(acting.access_token, { user_id: 4 })).status).toBe(403);
  });

  it("validates the body: unknown user 404, bad shapes 422, malformed JSON 400, no token 401", async () => {
    const { access_token } = await loginTokens(server.api, "6900000001");
    expect((await actAs(access_token, { user_id: 9999 })).status).toBe(404);
    for (const body of [{}, { user_id: "3" }, { user_id: -1 }, { user_id: 1.5 }, [], null, { user_id: 1 }])
      expect({ body, status: (await actAs(access_token, body)).status }).toEqual({ body, status: 422 });
    const malformed = await fetch(`${server.api}/auth/act-as`, {
      method: "POST",
      headers: { ...bearer(access_token), "Content-Type": "application/json" },
      body: "{ user_id: 3",
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ status: "error", message: "b2b_bad_request" });
    expect((await fetch(`${server.api}/auth/act-as`, { method: "POST" })).status).toBe(401);
  });

  it("logged no unexpected server error", () => {
    expect(server.serverErrors).toEqual([]);
  });
});
