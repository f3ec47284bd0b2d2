import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/seed/demo-data";
import {
  consumeRateLimit,
  sweepExpiredRateLimits,
  windowStartOf,
} from "../../server/services/rate-limit/rate-limiter";
import { availableDatabases } from "./support/database-targets";
import { login } from "./support/http";
import { queryRows, sql } from "./support/query";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();
const WINDOW = 15 * 60_000;

describe.each(databases)("rate limits on $name", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());
  // Start each test at the beginning of a fresh 15-minute (and hourly) window.
  beforeEach(() => server.clock.advance(3_600_000 - (server.clock.now().getTime() % 3_600_000) + 1000));

  it("refuses an account after 5 failed sign-ins, a correct password too, until the window passes", async () => {
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

  it("refuses a client address after 20 failed sign-ins across accounts", async () => {
    for (let i = 0; i < 20; i += 1)
      expect((await login(server.api, `69888888${String(i).padStart(2, "0")}`, "wrong")).status).toBe(422);
    expect((await login(server.api, "6900000006", DEMO_PASSWORD)).status).toBe(429);
    server.clock.advance(WINDOW);
    expect((await login(server.api, "6900000006", DEMO_PASSWORD)).status).toBe(200);
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
