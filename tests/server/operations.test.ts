import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../server/seed/demo-data";
import { secretsIn } from "../support/log-secrets";
import { availableDatabases } from "./support/database-targets";
import { bearer, login, loginTokens } from "./support/http";
import { queryRows, sql } from "./support/query";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();
const METRICS_TOKEN = "metrics-token-for-the-tests-0123";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;

/** Log lines as objects (each line is one JSON object). */
const logRecords = (server: TestServer): Record<string, unknown>[] =>
  server.logLines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe.each(databases)("operations on $name", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { env: { METRICS_TOKEN, METRICS_PORT: "0", LOG_LEVEL: "info" } });
  });
  afterAll(() => server.stop());

  it("GET /healthz and /readyz answer without sign-in, uncached, and say nothing else", async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
    expect(ready.headers.get("cache-control")).toBe("no-store");
  });

  it("/readyz is 503 naming migrations when the database lacks this build's last migration", async () => {
    const db = server.server.database.db;
    const [last] = await queryRows<{ id: number; created_at: string }>(
      db,
      sql`select id, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    if (last === undefined) throw new Error("no migration recorded");
    await db.execute(sql`update drizzle.__drizzle_migrations set created_at = 1 where id = ${last.id}`);
    try {
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: "not_ready", failing: ["migrations"] });
      // Liveness is about the process only: still fine.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = ${last.created_at} where id = ${last.id}`,
      );
    }
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it("every answer carries a new X-Request-Id; a client's own is not believed without TRUST_PROXY", async () => {
    const first = await fetch(`${server.api}/user/me`);
    const second = await fetch(`${server.url}/portal/`, { headers: { "X-Request-Id": "chosen-by-client" } });
    const a = first.headers.get("x-request-id") ?? "";
    const b = second.headers.get("x-request-id") ?? "";
    expect(a).toMatch(UUID);
    expect(b).toMatch(UUID);
    expect(a).not.toBe(b);
  });

  it("logs one JSON line per request with the route's pattern, status, duration, user id and request id", async () => {
    const tokens = await loginTokens(server.api, "6900000003");
    const answer = await fetch(`${server.api}/user/me?secret=abc123`, {
      headers: bearer(tokens.access_token),
    });
    expect(answer.status).toBe(200);
    const id = answer.headers.get("x-request-id");
    const line = logRecords(server).find((record) => record["requestId"] === id);
    expect(line).toMatchObject({
      level: "info",
      method: "GET",
      route: "/echo/rest/api/user/me",
      status: 200,
      userId: DEMO_ACCOUNTS.find((a) => a.mobile === "6900000003")?.id,
    });
    expect(typeof line?.["ms"]).toBe("number");
    expect(typeof line?.["time"]).toBe("string");
    // A path with an id is logged by its pattern.
    const ticket = await fetch(`${server.api}/v2/tickets/987654321/987654322`, {
      headers: bearer(tokens.access_token),
    });
    const ticketLine = logRecords(server).find(
      (record) => record["requestId"] === ticket.headers.get("x-request-id"),
    );
    expect(ticketLine?.["route"]).toBe("/echo/rest/api/v2/tickets/:location_id/:ticket_id");
    expect(JSON.stringify(ticketLine)).not.toContain("987654321");
  });

  it("never writes a password, token, code, link, mobile or e-mail of the demo data to the log", async () => {
    await login(server.api, "6900000002", "wrong-password-1");
    const tokens = await loginTokens(server.api, "6900000002", DEMO_PASSWORD);
    await fetch(`${server.api}/v2/auth/refresh-token`, {
      method: "POST",
      headers: bearer(tokens.refresh_token),
    });
    await fetch(`${server.api}/auth/forgot/password`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ mobile: "6900000004", country_code: "30" }),
    });
    await server.server.runResetRequests();
    const log = server.logLines.join("\n");
    expect(server.logLines.length).toBeGreaterThan(3);
    const [reset] = await queryRows<{ links: string[] }>(
      server.server.database.db,
      sql`select links from outbox order by id desc limit 1`,
    );
    expect(reset?.links.length).toBeGreaterThan(0);
    const made = ["wrong-password-1", tokens.access_token, tokens.refresh_token, ...(reset?.links ?? [])];
    expect(secretsIn(log, made)).toEqual([]);
    // The scan itself finds what it looks for (a clean result from a blind scan would prove nothing).
    expect(secretsIn(`${log}\n${made.join(" ")}`, made).length).toBeGreaterThanOrEqual(made.length);
  });

  it("logs the browser's files only when refused or failing (at info); the pages and calls always", async () => {
    const before = server.logLines.length;
    const page = await (await fetch(`${server.url}/portal/`)).text();
    const script = /src="(\/portal\/assets\/[^"]+\.js)"/u.exec(page)?.[1];
    expect(script).toBeDefined();
    expect((await fetch(`${server.url}${script}`)).status).toBe(200);
    expect((await fetch(`${server.url}/portal/assets/missing-file.js`)).status).toBe(404);
    const routes = logRecords(server)
      .slice(before)
      .map((line) => `${String(line["route"])} ${String(line["status"])}`);
    expect(routes).toContain("/portal/ 200");
    expect(routes).toContain("/portal/assets/* 404");
    expect(routes).not.toContain("/portal/assets/* 200");
  });

  it("GET /metrics wants the bearer token and then gives Prometheus text with the listed metrics", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect(
      (await fetch(`${server.url}/metrics`, { headers: bearer("wrong-token-of-some-length") })).status,
    ).toBe(401);
    await login(server.api, "6900000005", "not-the-password");
    const answer = await fetch(`${server.url}/metrics`, { headers: bearer(METRICS_TOKEN) });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/plain");
    const text = await answer.text();
    expect(text).toMatch(
      /portal_http_request_duration_seconds_count\{route="\/echo\/rest\/api\/user\/me",method="GET",status="200"\} [1-9]/u,
    );
    expect(text).toContain("portal_http_requests_in_flight");
    expect(text).toMatch(/portal_sign_in_failures_total [1-9]/u);
    expect(text).toContain("portal_rate_limit_refusals_total");
    expect(text).toContain("portal_job_runs_total");
    expect(text).toMatch(/portal_outbox_messages\{channel="email",status="pending"\} \d+/u);
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    // PGlite is one in-process connection: the pool's gauge exists on PostgreSQL only.
    expect(/portal_db_pool_connections\{state="total"\} \d+/u.test(text)).toBe(target.name === "postgres");
  });

  it("METRICS_PORT serves the same text without a token, on its own listener", async () => {
    const port = server.server.metricsPort;
    expect(port).toBeGreaterThan(0);
    const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("portal_http_request_duration_seconds");
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(404);
  });
});

describe.each(databases.slice(0, 1))("operations switches on $name", (target) => {
  it("without METRICS_TOKEN /metrics is off (404); behind TRUST_PROXY the proxy's request id is kept", async () => {
    const server = await startTestServer(target, { env: { TRUST_PROXY: "1" } });
    try {
      expect((await fetch(`${server.url}/metrics`, { headers: bearer("anything-at-all-here") })).status).toBe(
        404,
      );
      const kept = await fetch(`${server.url}/healthz`, { headers: { "X-Request-Id": "lb-7f3a.42" } });
      expect(kept.headers.get("x-request-id")).toBe("lb-7f3a.42");
      // A value that could split a log line or a header is replaced.
      const odd = await fetch(`${server.url}/healthz`, { headers: { "X-Request-Id": "a b;c=d" } });
      expect(odd.headers.get("x-request-id")).toMatch(UUID);
    } finally {
      await server.stop();
    }
  });
});
