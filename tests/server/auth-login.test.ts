import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../server/seed/demo-data";
import { availableDatabases } from "./support/database-targets";
import { basic, getJson, login, loginTokens } from "./support/http";
import { queryRows, sql } from "./support/query";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

describe.each(databases)("POST auth/login on $name", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());

  const withPassword = DEMO_ACCOUNTS.filter((a) => a.hasPassword);

  it.each(withPassword.map((a) => [a.role, a.mobile, a.id] as const))(
    "demo %s %s signs in and the token reads its own user",
    async (_role, mobile, id) => {
      const tokens = await loginTokens(server.api, mobile);
      expect(tokens.access_token.split(".")).toHaveLength(3);
      expect(tokens.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const me = await getJson(server.api, "user/me", tokens.access_token);
      expect(me.status).toBe(200);
      expect(((await me.json()) as { id: number }).id).toBe(id);
    },
  );

  it("accepts the mobile with the 30 country prefix in its usual forms", async () => {
    for (const form of ["306900000002", "+306900000002", "00306900000002", "690 000 0002"])
      expect({ form, status: (await login(server.api, form)).status }).toEqual({ form, status: 200 });
  });

  it("answers 422 b2b_wrong_username_password for a wrong password, an unknown mobile and bad headers", async () => {
    const attempts = [
      { Authorization: basic("6900000001", "wrong-password") },
      { Authorization: basic("6900000001", "") },
      { Authorization: basic("6999999999", DEMO_PASSWORD) },
      { Authorization: basic("not-a-phone", DEMO_PASSWORD) },
      { Authorization: "Basic !!!" },
      { Authorization: "Bearer something" },
      {},
    ];
    for (const headers of attempts) {
      const response = await fetch(`${server.api}/auth/login`, { method: "POST", headers });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ status: "error", message: "b2b_wrong_username_password" });
    }
  });

  it("refuses a password login for the corporate-sign-in account, which has no password", async () => {
    const azure = DEMO_ACCOUNTS.find((a) => !a.hasPassword);
    expect(azure).toBeDefined();
    expect((await login(server.api, azure?.mobile ?? "", DEMO_PASSWORD)).status).toBe(422);
  });

  it("writes each login to the activity log", async () => {
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          server.server.database.db,
          sql`select count(*)::int as n from activity_log where status = 'login' and contact_id = 6`,
        )
      )[0]?.n;
    const before = (await count()) ?? 0;
    await loginTokens(server.api, "6900000006");
    expect(await count()).toBe(before + 1);
  });
});
