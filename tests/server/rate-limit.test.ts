import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/seed/demo-data";
import { RATE_LIMITS } from "../../server/auth/services/rate-limit/rate-limit-policies";
import {
  consumeRateLimit,
  sweepExpiredRateLimits,
  windowStartOf,
} from "../../server/auth/services/rate-limit/rate-limiter";
import { availableDatabases } from "./support/database-targets";
import { basic, login } from "./support/http";
import { queryRows, sql } from "./support/query";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();
const WINDOW = 15 * 60_000;

describe.each(databases)("rate limits on $name", (target) => {
  let server: TestServer;
  // The same server behind one proxy of ours (TRUST_PROXY=X-Forwarded-For): clients come from many addresses.
  let proxied: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
    proxied = await startTestServer(target, { env: { TRUST_PROXY: "X-Forwarded-For" } });
  });
  afterAll(async () => {
    await server.stop();
    await proxied.stop();
  });
  // Start each test at the beginning of a fresh 15-minute (and hourly) window.
  beforeEach(() => {
    for (const s of [server, proxied])
      s.clock.advance(3_600_000 - (s.clock.now().getTime() % 3_600_000) + 1000);
  });

  /** A sign-in that our proxy forwarded from `address` (appended to whatever the client wrote). */
  const loginFrom = (address: string, mobile: string, password: string, clientWrote?: string) =>
    fetch(`${proxied.api}/auth/login`, {
      method: "POST",
      headers: {
        Authorization: basic(mobile, password),
        "X-Forwarded-For": clientWrote === undefined ? address : `${clientWrote}, ${address}`,
      },
    });

  /** A sign-in straight to the server (no proxy trusted) carrying a forged X-Forwarded-For. */
  const directFrom = (address: string, password: string) =>
    fetch(`${server.api}/auth/login`, {
      method: "POST",
      headers: { Authorization: basic("6900000005", password), "X-Forwarded-For": address },
    });

  it("refuses an account at one address after 5 failed sign-ins, a correct password too, until the window passes", async () => {
    for (let i = 0; i < 5; i += 1) expect((await login(server.api, "6900000002", "wrong")).status).toBe(422);
    const refused = await login(server.api, "6900000002", DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ status: "error", message: "b2b_too_many_attempts" });
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW / 1000);
    // Another account from the same address is not affected.
    expect((await login(server.api, "6900000003", DEMO_PASSWORD)).status).toBe(200);
    server.clock.advance(retryAfter * 1000);
    expect((await login(server.api, "6900000002", DEMO_PASSWORD)).status).toBe(200);
  });

  it("counts an unknown mobile like an account, so the answers do not tell them apart", async () => {
    for (let i = 0; i < 5; i += 1) expect((await login(server.api, "6999999990", "wrong")).status).toBe(422);
    expect((await login(server.api, "6999999990", "wrong")).status).toBe(429);
  });

  it("does not count successful sign-ins", async () => {
    for (let i = 0; i < 8; i += 1)
      expect((await login(server.api, "6900000004", DEMO_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await login(server.api, "6900000004", "wrong")).status).toBe(422);
    expect((await login(server.api, "6900000004", DEMO_PASSWORD)).status).toBe(429);
  });

  it("refuses a client address after its failed sign-ins across accounts", async () => {
    for (let i = 0; i < RATE_LIMITS.loginAddress.limit; i += 1)
      expect((await login(server.api, `69888888${String(i).padStart(2, "0")}`, "wrong")).status).toBe(422);
    expect((await login(server.api, "6900000006", DEMO_PASSWORD)).status).toBe(429);
    server.clock.advance(WINDOW);
    expect((await login(server.api, "6900000006", DEMO_PASSWORD)).status).toBe(200);
  });

  it("a correct password from a fresh address works while another address burns the account's budget", async () => {
    for (let i = 0; i < 8; i += 1)
      expect((await loginFrom("203.0.113.66", "6900000002", "wrong")).status).not.toBe(200);
    expect((await loginFrom("203.0.113.66", "6900000002", DEMO_PASSWORD)).status).toBe(429);
    expect((await loginFrom("198.51.100.7", "6900000002", DEMO_PASSWORD)).status).toBe(200);
    // A mistake of the owner's own is still allowed from there.
    expect((await loginFrom("198.51.100.7", "6900000002", "typo")).status).toBe(422);
    expect((await loginFrom("198.51.100.7", "6900000002", DEMO_PASSWORD)).status).toBe(200);
  });

  it("caps failures spread over many addresses at the account's ceiling", async () => {
    const perPair = RATE_LIMITS.loginAccountAddress.limit;
    const addresses = Math.ceil(RATE_LIMITS.loginAccount.limit / perPair);
    for (let a = 0; a < addresses; a += 1)
      for (let i = 0; i < perPair; i += 1)
        expect((await loginFrom(`192.0.2.${a + 1}`, "6900000003", "wrong")).status).toBe(422);
    const refused = await loginFrom("198.51.100.8", "6900000003", DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ status: "error", message: "b2b_too_many_attempts" });
  });

  it("a shop behind one address signs in as often as it likes: correct sign-ins are never counted", async () => {
    const mobiles = ["6900000002", "6900000003", "6900000004", "6900000005", "6900000006"];
    for (let i = 0; i < 2 * RATE_LIMITS.loginAddress.limit; i += 1)
      expect((await loginFrom("203.0.113.10", mobiles[i % mobiles.length] ?? "", DEMO_PASSWORD)).status).toBe(
        200,
      );
    // A colleague's locked pair does not use up the shop's address budget either.
    for (let i = 0; i < 4 * RATE_LIMITS.loginAccountAddress.limit; i += 1)
      await loginFrom("203.0.113.10", "6900000006", "wrong");
    expect((await loginFrom("203.0.113.10", "6900000004", DEMO_PASSWORD)).status).toBe(200);
  });

  it("believes only the address our proxy appended, not what the client wrote before it", async () => {
    for (let i = 0; i < RATE_LIMITS.loginAddress.limit; i += 1)
      await loginFrom("203.0.113.20", `69777777${String(i).padStart(2, "0")}`, "wrong", `10.0.0.${i}`);
    expect((await loginFrom("203.0.113.20", "6900000005", DEMO_PASSWORD, "10.9.9.9")).status).toBe(429);
    expect((await loginFrom("203.0.113.21", "6900000005", DEMO_PASSWORD)).status).toBe(200);
  });

  it("without TRUST_PROXY an X-Forwarded-For header changes nothing: the socket peer counts", async () => {
    for (let i = 0; i < RATE_LIMITS.loginAccountAddress.limit; i += 1)
      expect((await directFrom(`203.0.113.${i + 30}`, "wrong")).status).toBe(422);
    expect((await directFrom("198.51.100.9", DEMO_PASSWORD)).status).toBe(429);
  });

  it("counts concurrent events exactly: 40 at once against a limit of 7 let 7 through", async () => {
    const db = server.server.database.db;
    const now = server.clock.now();
    const policy = { name: "test:concurrent", limit: 7, windowSeconds: 60 };
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () => consumeRateLimit(db, policy, "one", now, { sweepProbability: 0 })),
    );
    expect(outcomes.filter((o) => o.allowed)).toHaveLength(7);
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count from rate_limits where key = 'test:concurrent:one'`,
    );
    expect(row?.count).toBe(40);
  });

  it("sweeps counters of windows that ended a day ago, and keeps the current ones", async () => {
    const db = server.server.database.db;
    const now = server.clock.now();
    const policy = { name: "test:sweep", limit: 1, windowSeconds: 60 };
    await consumeRateLimit(db, policy, "old", new Date(now.getTime() - 2 * 86_400_000), {
      sweepProbability: 0,
    });
    await consumeRateLimit(db, policy, "new", now, { sweepProbability: 0 });
    expect(await sweepExpiredRateLimits(db, now)).toBeGreaterThanOrEqual(1);
    const keys = await queryRows<{ key: string }>(
      db,
      sql`select key from rate_limits where key like 'test:sweep:%'`,
    );
    expect(keys.map((k) => k.key)).toEqual(["test:sweep:new"]);
  });

  it("aligns windows on multiples of their length", () => {
    expect(windowStartOf(new Date("2025-01-01T10:07:31Z"), 900).toISOString()).toBe(
      "2025-01-01T10:00:00.000Z",
    );
    expect(windowStartOf(new Date("2025-01-01T10:15:00Z"), 900).toISOString()).toBe(
      "2025-01-01T10:15:00.000Z",
    );
  });
});
