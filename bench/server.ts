import { mkdtempSync, rmSync } from "node:fs";
import { cpus, totalmem, tmpdir } from "node:os";
import { join } from "node:path";
import { bootBenchServer } from "./boot-bench-server";
import { DEMO_PASSWORD } from "../server/seed/demo-data";
import { startBareServer } from "./server/bare-server";
import { load, type LoadFigures } from "./server/load";

/**
 * npm run bench:server — DESIGN.md's budget: an authenticated JSON read holds at least 60% of a bare
 * node:http server's requests per second in the same run, with p99 under 25 ms at 100 connections.
 * Boots the real server in demo mode (PGlite in a temporary directory, or BENCH_DATABASE_URL), and a
 * bare node:http server answering the very body of GET user/me; then autocannon runs, one after the
 * other: the bare server, GET user/me with a valid access token, POST auth/login with valid Basic
 * credentials (argon2id dominates that one, as intended).
 * Options: BENCH_DURATION=10 (seconds per run), BENCH_CONNECTIONS=100, BENCH_DATABASE_URL=postgres://…
 */

const DURATION = Number(process.env["BENCH_DURATION"] ?? 10);
const CONNECTIONS = Number(process.env["BENCH_CONNECTIONS"] ?? 100);
const DATABASE_URL = process.env["BENCH_DATABASE_URL"];
const MOBILE = "6900000003";

const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-"));
const server = await bootBenchServer({ dataDir, databaseUrl: DATABASE_URL });
const api = `${server.url.replace("localhost", "127.0.0.1")}/echo/rest/api`;
const basic = `Basic ${Buffer.from(`${MOBILE}:${DEMO_PASSWORD}`).toString("base64")}`;

const login = await fetch(`${api}/auth/login`, { method: "POST", headers: { Authorization: basic } });
if (login.status !== 200) throw new Error(`login answered ${login.status}`);
const { access_token: accessToken } = (await login.json()) as { access_token: string };
const me = await fetch(`${api}/user/me`, { headers: { Authorization: `Bearer ${accessToken}` } });
if (me.status !== 200) throw new Error(`user/me answered ${me.status}`);
const bare = await startBareServer(await me.text());

const runs: LoadFigures[] = [];
const common = { connections: CONNECTIONS, durationSeconds: DURATION };
try {
  runs.push(await load("bare node:http (same JSON)", { url: bare.url, ...common }));
  runs.push(
    await load("GET user/me (authenticated)", {
      url: `${api}/user/me`,
      headers: { Authorization: `Bearer ${accessToken}` },
      ...common,
    }),
  );
  // First, while the sign-in limits are untouched: 4 connections stay within the per-account limit
  // (5 attempts in flight; a success gives its attempt back) and show the hashing-bound rate. At 100
  // connections most attempts are refused with 429 before argon2 runs, and the refusals count.
  runs.push(
    await load("POST auth/login, 4 connections", {
      url: `${api}/auth/login`,
      method: "POST",
      headers: { Authorization: basic },
      connections: 4,
      durationSeconds: DURATION,
    }),
  );
  runs.push(
    await load("POST auth/login, 100 connections", {
      url: `${api}/auth/login`,
      method: "POST",
      headers: { Authorization: basic },
      ...common,
    }),
  );
} finally {
  await bare.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const [bareRun, meRun] = runs;
const ratio =
  bareRun !== undefined && meRun !== undefined ? meRun.requestsPerSecond / bareRun.requestsPerSecond : NaN;
console.log(
  `\nserver benchmark — ${new Date().toISOString()} — ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, ` +
    `Node ${process.versions.node}, database ${server.database.driver}, ${CONNECTIONS} connections, ${DURATION} s each\n`,
);
console.log("| run | req/s | p50 ms | p99 ms | 2xx | other |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
for (const run of runs)
  console.log(
    `| ${run.name} | ${run.requestsPerSecond.toFixed(0)} | ${run.p50Ms} | ${run.p99Ms} | ${run.ok} | ${run.notOk} |`,
  );
const p99 = meRun?.p99Ms ?? NaN;
console.log(
  `\nuser/me ÷ bare = ${(ratio * 100).toFixed(1)}% (budget ≥ 60%); user/me p99 = ${p99} ms (budget < 25 ms): ` +
    (ratio >= 0.6 && p99 < 25 ? "within budget" : "OVER BUDGET"),
);
