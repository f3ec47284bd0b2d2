import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/seed/demo-data";
import { availableDatabases } from "./support/database-targets";
import { login, loginTokens, refresh } from "./support/http";
import { queryRows, sql } from "./support/query";
import {
  NEW_PASSWORD,
  flowTableCounts,
  flowTableSnapshot,
  lastMessageTo,
  messagesTo,
  postJson,
  tokenOf,
} from "./support/registration-flow";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();
const HOUR = 3_600_000;

describe.each(databases)("forgot and reset password on $name", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());
  beforeEach(() => server.clock.advance(HOUR));

  const outboxSize = async () => {
    await server.server.runResetRequests();
    const [row] = await queryRows<{ n: number }>(
      server.server.database.db,
      sql`select count(*)::int as n from outbox`,
    );
    return row?.n ?? -1;
  };

  it("by phone: SMS link → new password → old refresh token 401 → sign in with the new password", async () => {
    const old = await loginTokens(server.api, "6900000003");
    const asked = await postJson(server, "v2/auth/forgot-password", {
      type: "phone",
      country_code: 30,
      value: "6900000003",
    });
    expect(asked).toMatchObject({
      status: 200,
      body: { status: "success", message: "b2b_forgot_password_sent" },
    });
    const sms = await lastMessageTo(server, "+306900000003");
    expect(sms.links[0]).toMatch(new RegExp(`^${server.config.publicUrl}/portal/resetpassword/`));
    const token = tokenOf(sms.links[0]);

    const reset = await postJson(server, "auth/reset/password", { hash: token, password: NEW_PASSWORD });
    expect(reset).toMatchObject({
      status: 200,
      body: { status: "success", message: "b2b_password_changed" },
    });
    expect((await refresh(server.api, old.refresh_token)).status).toBe(401);
    expect((await login(server.api, "6900000003", DEMO_PASSWORD)).status).toBe(422);
    expect((await login(server.api, "6900000003", NEW_PASSWORD)).status).toBe(200);

    // Single use.
    expect(
      await postJson(server, "auth/reset/password", { hash: token, password: "Another#123" }),
    ).toMatchObject({
      status: 422,
      body: { status: "error", message: "b2b_reset_link_invalid" },
    });
  });

  it("by e-mail (and by the older inline form), case-insensitively", async () => {
    const old = await loginTokens(server.api, "6900000005");
    const [user] = await queryRows<{ email: string }>(
      server.server.database.db,
      sql`select email from users where mobile = '6900000005'`,
    );
    const email = user?.email ?? "";
    const asked = await postJson(server, "v2/auth/forgot-password", {
      type: "email",
      country_code: 30,
      value: email.toUpperCase(),
    });
    expect(asked.body).toEqual({ status: "success", message: "b2b_forgot_password_sent" });
    const first = await lastMessageTo(server, email);
    expect(first.subject).toBeTruthy();
    expect(first.body).toContain(first.links[0]);

    const older = await postJson(server, "auth/forgot/password", { email });
    expect(older).toMatchObject({
      status: 200,
      body: { status: "success", message: "b2b_reset_password_done" },
    });
    const second = await lastMessageTo(server, email);
    expect(second.id).toBeGreaterThan(first.id);

    const reset = await postJson(server, "auth/reset/password", {
      hash: tokenOf(second.links[0]),
      password: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect((await refresh(server.api, old.refresh_token)).status).toBe(401);
    expect((await login(server.api, "6900000005", NEW_PASSWORD)).status).toBe(200);
    // Every other open link of the account died with the one used.
    expect(
      (
        await postJson(server, "auth/reset/password", {
          hash: tokenOf(first.links[0]),
          password: NEW_PASSWORD,
        })
      ).status,
    ).toBe(422);
  });

  it("answers the same for an unknown account and sends nothing", async () => {
    const before = await outboxSize();
    for (const body of [
      { type: "phone", country_code: 30, value: "6999999999" },
      { type: "email", country_code: 30, value: "nobody@example.com" },
    ])
      expect(await postJson(server, "v2/auth/forgot-password", body)).toMatchObject({
        status: 200,
        body: { status: "success", message: "b2b_forgot_password_sent" },
      });
    expect(await postJson(server, "auth/forgot/password", { email: "nobody@example.com" })).toMatchObject({
      status: 200,
      body: { status: "success", message: "b2b_reset_password_done" },
    });
    expect(await outboxSize()).toBe(before);
  });

  it("sends nothing to the corporate sign-in account, which has no password", async () => {
    expect(
      (
        await postJson(server, "v2/auth/forgot-password", {
          type: "phone",
          country_code: 30,
          value: "6900000007",
        })
      ).status,
    ).toBe(200);
    expect(await messagesTo(server, "+306900000007")).toEqual([]);
  });

  it("a reset link expires after 30 minutes", async () => {
    await postJson(server, "v2/auth/forgot-password", {
      type: "phone",
      country_code: 30,
      value: "6900000006",
    });
    const token = tokenOf((await lastMessageTo(server, "+306900000006")).links[0]);
    server.clock.advance(30 * 60_000 + 1000);
    expect(
      await postJson(server, "auth/reset/password", { hash: token, password: NEW_PASSWORD }),
    ).toMatchObject({
      status: 422,
      body: { message: "b2b_reset_link_invalid" },
    });
    expect((await login(server.api, "6900000006", DEMO_PASSWORD)).status).toBe(200);
  });

  it("limits forgot-password requests per target (429 with Retry-After)", async () => {
    server.clock.advance(HOUR - (server.clock.now().getTime() % HOUR) + 1000);
    const body = { type: "phone", country_code: 30, value: "6999999998" };
    for (let i = 0; i < 5; i += 1)
      expect((await postJson(server, "v2/auth/forgot-password", body)).status).toBe(200);
    const refused = await postJson(server, "v2/auth/forgot-password", body);
    expect(refused).toMatchObject({ status: 429, body: { message: "b2b_too_many_attempts" } });
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("refuses bad input with a 4xx key and changes nothing", async () => {
    await postJson(server, "v2/auth/forgot-password", {
      type: "phone",
      country_code: 30,
      value: "6900000002",
    });
    const token = tokenOf((await lastMessageTo(server, "+306900000002")).links[0]);
    const counts = await flowTableCounts(server);
    const snapshot = await flowTableSnapshot(server);
    const cases: readonly [string, unknown, number, string][] = [
      ["v2/auth/forgot-password", "[1,", 400, "b2b_bad_request"],
      ["v2/auth/forgot-password", { type: "fax", country_code: 30, value: "1" }, 422, "b2b_invalid_input"],
      [
        "v2/auth/forgot-password",
        { type: "phone", country_code: 30, value: "123" },
        422,
        "b2b_mobile_length_gr",
      ],
      [
        "v2/auth/forgot-password",
        { type: "phone", country_code: 31, value: "6900000002" },
        422,
        "b2b_invalid_input",
      ],
      [
        "v2/auth/forgot-password",
        { type: "email", country_code: 30, value: "a@b" },
        422,
        "b2b_email_invalid",
      ],
      ["auth/forgot/password", {}, 422, "b2b_invalid_input"],
      ["auth/forgot/password", { email: "not an address" }, 422, "b2b_email_invalid"],
      ["auth/reset/password", { hash: token }, 422, "b2b_invalid_input"],
      ["auth/reset/password", { hash: token, password: "weakpassword" }, 422, "b2b_password_rules"],
      ["auth/reset/password", { hash: "short", password: NEW_PASSWORD }, 422, "b2b_reset_link_invalid"],
      [
        "auth/reset/password",
        { hash: "D".repeat(43), password: NEW_PASSWORD },
        422,
        "b2b_reset_link_invalid",
      ],
    ];
    for (const [path, sent, status, message] of cases) {
      const answer = await postJson(server, path, sent);
      expect({ path, sent, status: answer.status, body: answer.body }).toEqual({
        path,
        sent,
        status,
        body: { status: "error", message },
      });
    }
    expect(await flowTableCounts(server)).toEqual(counts);
    expect(await flowTableSnapshot(server)).toBe(snapshot);
  });
});
