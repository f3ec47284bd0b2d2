import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { availableDatabases } from "./support/database-targets";
import { getJson, login, loginTokens } from "./support/http";
import { queryRows, sql } from "./support/query";
import {
  NEW_PASSWORD,
  codeIn,
  flowTableCounts,
  flowTableSnapshot,
  lastMessageTo,
  messagesTo,
  postJson,
  registerBody,
  tokenOf,
} from "./support/registration-flow";
import { approveAs } from "./support/self-registration";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();
const HOUR = 3_600_000;

describe.each(databases)("self-registration on $name", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());
  // Each test starts in a fresh hour, so the per-address registration limit of one test does not
  // spill into the next.
  beforeEach(() => server.clock.advance(HOUR));

  /** Registers and returns the link token from the SMS. */
  async function register(mobile: string, overrides: Record<string, unknown> = {}): Promise<string> {
    const answer = await postJson(server, "auth/register", registerBody(mobile, overrides));
    expect(answer).toMatchObject({
      status: 200,
      body: { status: "success", message: "b2b_register_success" },
    });
    return tokenOf((await lastMessageTo(server, `+30${mobile}`)).links[0]);
  }

  async function sendCode(token: string): Promise<string> {
    const sent = await postJson(server, "auth/verify/mobile", { hash: token });
    expect(sent.body).toEqual({ status: "success", message: "b2b_code_sent" });
    return codeIn((await lastMessageTo(server, `+30${registeredMobile(token)}`)).body);
  }
  const mobiles = new Map<string, string>();
  const registeredMobile = (token: string) => mobiles.get(token) ?? "";
  async function registerTracked(mobile: string, overrides: Record<string, unknown> = {}): Promise<string> {
    const token = await register(mobile, overrides);
    mobiles.set(token, mobile);
    return token;
  }

  const activate = (token: string, code: string, extra: Record<string, unknown> = {}) =>
    postJson(server, "auth/activate", {
      hash: token,
      code,
      password: NEW_PASSWORD,
      consent_email: true,
      terms: true,
      ...extra,
    });

  it("register → SMS and e-mail links → registered data → code → activate → sign in", async () => {
    const mobile = "6910000001";
    const token = await registerTracked(mobile, { email: "nikos@example.com" });
    expect((await lastMessageTo(server, "+306910000001")).links[0]).toBe(
      `${server.config.publicUrl}/portal/setpassword?m=${token}`,
    );
    const mail = await lastMessageTo(server, "nikos@example.com");
    expect(tokenOf(mail.links[0])).toBe(token);
    expect(mail.body).toContain(mail.links[1]);

    const data = await fetch(`${server.api}/auth/registered/data/${token}`, { headers: { Language: "el" } });
    expect(data.status).toBe(200);
    expect(await data.json()).toEqual({
      mobile,
      mobile_country_code: 30,
      first_name: "Νίκος",
      last_name: "Αντωνίου",
      email: "nikos@example.com",
      store: ["Σύνταγμα", "Αριστοτέλους"],
      job_position: "Ταμίας",
      is_trainee: false,
    });

    const code = await sendCode(token);
    expect(await activate(token, code)).toMatchObject({
      status: 200,
      body: { status: "success", message: "b2b_account_activated" },
    });

    // The account waits for approval; head office approves it for both chosen stores.
    const pending = await login(server.api, mobile, NEW_PASSWORD);
    expect(pending.status).toBe(403);
    expect(await pending.json()).toEqual({ status: "error", message: "b2b_account_pending_approval" });
    await approveAs(server, "6900000001", mobile);

    const tokens = await loginTokens(server.api, mobile, NEW_PASSWORD);
    const me = (await (await getJson(server.api, "user/me", tokens.access_token)).json()) as Record<
      string,
      unknown
    >;
    expect(me).toMatchObject({
      portal_user_role: "user",
      portal_user_type: 2,
      information: { mobile, email: "nikos@example.com" },
    });
    const [user] = await queryRows<{ role: string; type: number; consent: boolean; stores: number[] }>(
      server.server.database.db,
      sql`select u.role, u.type, u.consent, array_agg(s.store_id order by s.store_id) as stores
          from users u join user_stores s on s.user_id = u.id where u.mobile = ${mobile} group by u.id`,
    );
    expect(user).toEqual({ role: "user", type: 2, consent: true, stores: [1, 2] });

    // The link is single use: the registration is gone, the code with it.
    expect((await fetch(`${server.api}/auth/registered/data/${token}`)).status).toBe(404);
    expect((await activate(token, code)).status).toBe(404);

    // The e-mail verification link of the registration verifies the address, once.
    const verifyToken = tokenOf(mail.links[1]);
    const verified = await fetch(`${server.api}/auth/verify/email/${verifyToken}`);
    expect({ status: verified.status, body: await verified.json() }).toEqual({
      status: 200,
      body: { status: "success", message: "b2b_email_verified" },
    });
    const [verification] = await queryRows<{ verified: boolean; linked: boolean }>(
      server.server.database.db,
      sql`select verified_at is not null as verified, user_id is not null as linked from email_verifications where email = 'nikos@example.com'`,
    );
    expect(verification).toEqual({ verified: true, linked: true });
  });

  it("a trainee becomes role trainee without stores or job position", async () => {
    const token = await registerTracked("6910000002", { role: "Trainee", store: [3], job_position: 2 });
    const data = (await (await fetch(`${server.api}/auth/registered/data/${token}`)).json()) as Record<
      string,
      unknown
    >;
    expect(data).toMatchObject({ is_trainee: true, store: [], job_position: null, email: null });
    // Head office approves a trainee, so the answer does not send them to a store's manager (issue 33).
    expect(await activate(token, await sendCode(token))).toMatchObject({
      status: 200,
      body: { status: "success", message: "b2b_account_activated_trainee" },
    });
    const [user] = await queryRows<{ role: string; stores: number }>(
      server.server.database.db,
      sql`select role, (select count(*)::int from user_stores where user_id = users.id) as stores from users where mobile = '6910000002'`,
    );
    expect(user).toEqual({ role: "trainee", stores: 0 });
    const waiting = await login(server.api, "6910000002", NEW_PASSWORD);
    expect(waiting.status).toBe(403);
    expect(await waiting.json()).toEqual({
      status: "error",
      message: "b2b_account_pending_approval_trainee",
    });
    await approveAs(server, "6900000001", "6910000002");
    expect((await login(server.api, "6910000002", NEW_PASSWORD)).status).toBe(200);
  });

  it("answers the same for a mobile that has an account and sends that account a reset link instead", async () => {
    const before = await queryRows<{ n: number }>(
      server.server.database.db,
      sql`select count(*)::int as n from registrations`,
    );
    const answer = await postJson(
      server,
      "auth/register",
      registerBody("6900000004", { email: "x@example.com" }),
    );
    expect(answer).toMatchObject({
      status: 200,
      body: { status: "success", message: "b2b_register_success" },
    });
    const after = await queryRows<{ n: number }>(
      server.server.database.db,
      sql`select count(*)::int as n from registrations`,
    );
    expect(after).toEqual(before);
    expect(await messagesTo(server, "x@example.com")).toEqual([]);
    const sms = await lastMessageTo(server, "+306900000004");
    expect(sms.links[0]).toMatch(/\/portal\/resetpassword\/[A-Za-z0-9_-]{43}$/);
  });

  it("five wrong codes burn the code; a new one (after 30 s) works", async () => {
    const token = await registerTracked("6910000003");
    const code = await sendCode(token);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i += 1)
      expect(await activate(token, wrong)).toMatchObject({
        status: 422,
        body: { status: "error", message: "b2b_wrong_code" },
      });
    // Burnt: even the right code is refused now.
    expect(await activate(token, code)).toMatchObject({ status: 422, body: { message: "b2b_code_expired" } });
    server.clock.advance(31_000);
    const fresh = await sendCode(token);
    expect((await activate(token, fresh)).status).toBe(200);
  });

  it("counts parallel guesses exactly: 20 wrong codes at once get 5 tries, the rest find the code burnt", async () => {
    const token = await registerTracked("6910000009");
    const code = await sendCode(token);
    const wrong = code === "000000" ? "111111" : "000000";
    const answers = await Promise.all(Array.from({ length: 20 }, () => activate(token, wrong)));
    const messages = answers.map((a) => (a.body as { message: string }).message);
    expect(messages.filter((m) => m === "b2b_wrong_code")).toHaveLength(5);
    expect(messages.filter((m) => m === "b2b_code_expired")).toHaveLength(15);
  });

  it("activates once when the right code is sent twice at the same time", async () => {
    const token = await registerTracked("6910000010");
    const code = await sendCode(token);
    const answers = await Promise.all([activate(token, code), activate(token, code), activate(token, code)]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const [users] = await queryRows<{ n: number }>(
      server.server.database.db,
      sql`select count(*)::int as n from users where mobile = '6910000010'`,
    );
    expect(users?.n).toBe(1);
  });

  it("a code expires after 10 minutes", async () => {
    const token = await registerTracked("6910000004");
    const code = await sendCode(token);
    server.clock.advance(10 * 60_000 + 1000);
    expect(await activate(token, code)).toMatchObject({ status: 422, body: { message: "b2b_code_expired" } });
  });

  it("throttles code sends: 30 s apart (429 with Retry-After), at most 5 per hour", async () => {
    const token = await registerTracked("6910000005");
    await sendCode(token);
    const again = await postJson(server, "auth/verify/mobile", { hash: token });
    expect(again).toMatchObject({ status: 429, body: { status: "error", message: "b2b_too_many_attempts" } });
    const retryAfter = Number(again.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    // Align on the hour so the five sends fall into one hourly window.
    server.clock.advance(HOUR - (server.clock.now().getTime() % HOUR) + 1000);
    for (let i = 0; i < 5; i += 1) {
      server.clock.advance(31_000);
      expect((await postJson(server, "auth/verify/mobile", { hash: token })).status).toBe(200);
    }
    server.clock.advance(31_000);
    const sixth = await postJson(server, "auth/verify/mobile", { hash: token });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(30);
  });

  it("an expired registration link gives 404 b2b_not_found", async () => {
    const token = await registerTracked("6910000006");
    server.clock.advance(7 * 24 * HOUR + 1000);
    const data = await fetch(`${server.api}/auth/registered/data/${token}`);
    expect({ status: data.status, body: await data.json() }).toEqual({
      status: 404,
      body: { status: "error", message: "b2b_not_found" },
    });
    expect((await postJson(server, "auth/verify/mobile", { hash: token })).status).toBe(404);
    expect((await activate(token, "123456")).status).toBe(404);
  });

  it("limits registrations per client address (429 with Retry-After)", async () => {
    server.clock.advance(HOUR - (server.clock.now().getTime() % HOUR) + 1000);
    for (let i = 0; i < 10; i += 1)
      expect((await postJson(server, "auth/register", registerBody(`69200000${10 + i}`))).status).toBe(200);
    const refused = await postJson(server, "auth/register", registerBody("6920000099"));
    expect(refused).toMatchObject({ status: 429, body: { message: "b2b_too_many_attempts" } });
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("refuses bad input on every endpoint with a 4xx key and changes nothing", async () => {
    const token = await registerTracked("6910000007");
    const counts = await flowTableCounts(server);
    const snapshot = await flowTableSnapshot(server);
    const cases: readonly [string, unknown, number, string][] = [
      ["auth/register", "{", 400, "b2b_bad_request"],
      ["auth/register", {}, 422, "b2b_invalid_input"],
      ["auth/register", registerBody("6810000000"), 422, "b2b_mobile_format_gr"],
      ["auth/register", registerBody("691000000"), 422, "b2b_mobile_length_gr"],
      ["auth/register", registerBody("6910000008", { first_name: " " }), 422, "b2b_first_name_required"],
      [
        "auth/register",
        registerBody("6910000008", { first_name: "Α".repeat(300) }),
        422,
        "b2b_text_too_long_name",
      ],
      ["auth/register", registerBody("6910000008", { email: "no-at" }), 422, "b2b_email_invalid"],
      ["auth/register", registerBody("6910000008", { store: [] }), 422, "b2b_stores_required"],
      ["auth/register", registerBody("6910000008", { store: [1, 2, 3, 4, 5, 6] }), 422, "b2b_stores_max"],
      ["auth/register", registerBody("6910000008", { store: [1, 9999] }), 422, "b2b_store_unknown"],
      ["auth/register", registerBody("6910000008", { job_position: 9999 }), 422, "b2b_job_position_unknown"],
      ["auth/register", registerBody("6910000008", { job_position: null }), 422, "b2b_job_position_required"],
      ["auth/register", registerBody("6910000008", { gender: 7 }), 422, "b2b_invalid_input"],
      ["auth/register", registerBody("6910000008", { role: "Boss" }), 422, "b2b_invalid_input"],
      ["auth/verify/mobile", {}, 422, "b2b_invalid_input"],
      ["auth/verify/mobile", { hash: "nope" }, 404, "b2b_not_found"],
      ["auth/verify/mobile", { hash: "A".repeat(43) }, 404, "b2b_not_found"],
      [
        "auth/activate",
        { hash: token, code: "12345", password: NEW_PASSWORD, consent_email: true, terms: true },
        422,
        "b2b_invalid_input",
      ],
      [
        "auth/activate",
        { hash: token, code: "123456", password: "short", consent_email: true, terms: true },
        422,
        "b2b_password_rules",
      ],
      [
        "auth/activate",
        { hash: token, code: "123456", password: NEW_PASSWORD, consent_email: true, terms: false },
        422,
        "b2b_terms_required",
      ],
      [
        "auth/activate",
        { hash: "x", code: "123456", password: NEW_PASSWORD, consent_email: true, terms: true },
        404,
        "b2b_not_found",
      ],
      ["auth/verify/email", { hash: 5 }, 422, "b2b_invalid_input"],
      ["auth/verify/email", { hash: "A".repeat(43) }, 422, "b2b_email_verify_invalid"],
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
    for (const path of ["auth/registered/data/nope", `auth/registered/data/${"B".repeat(43)}`]) {
      const response = await fetch(`${server.api}/${path}`);
      expect({ path, status: response.status, body: await response.json() }).toEqual({
        path,
        status: 404,
        body: { status: "error", message: "b2b_not_found" },
      });
    }
    const email = await fetch(`${server.api}/auth/verify/email/${"C".repeat(43)}`);
    expect(email.status).toBe(422);
    expect(await flowTableCounts(server)).toEqual(counts);
    expect(await flowTableSnapshot(server)).toBe(snapshot);
  });
});
