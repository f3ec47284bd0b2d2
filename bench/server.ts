import { mkdtempSync, rmSync } from "node:fs";
import { cpus, totalmem, tmpdir } from "node:os";
import { join } from "node:path";
import { BENCH_JWT_SECRET, bootBenchServer } from "./boot-bench-server";
import { DEMO_PASSWORD } from "../server/seed/demo-data";
import { startBareServer } from "./server/bare-server";
import { withCpuProfile } from "./server/cpu-profile";
import { startHandWrittenServer } from "./server/hand-written-server";
import { franchiseeBaseLoad } from "./server/base-load";
import { load, type LoadFigures } from "./server/load";

/**
 * npm run bench:server — DESIGN.md's budget (issue #21): on PostgreSQL at 100 connections, GET user/me
 * holds at least 25% of a bare node:http server's requests per second in the same run and at least
 * 70% of the same session check written by hand on node:http + pg, with p99 under 50 ms.
 * Boots the real server in demo mode (PGlite in a temporary directory, or BENCH_DATABASE_URL), and a
 * bare node:http server answering the very body of GET user/me and, on PostgreSQL, the same GET
 * user/me written by hand on node:http + pg (bench/server/hand-written-server.ts: the floor of the
 * same work without our stack); then autocannon runs, one after the other: the bare server, the
 * hand-written floor, GET user/me with a valid access token, POST auth/login with valid Basic
 * credentials (argon2id dominates that one, as intended).
 * Options: BENCH_DURATION=10 (seconds per run), BENCH_CONNECTIONS=100, BENCH_DATABASE_URL=postgres://…,
 * BENCH_RUNS=bare,floor,me,me-gzip,base,base-full,login (which runs; one alone for a CPU profile),
 * BENCH_BASE_CONNECTIONS=50 and BENCH_PROFILE_RUN=me|base (issue #41: a franchisee's base load),
 * DATABASE_POOL_SIZE (the server's and the floor's pool, 10 by default), BENCH_PROFILE=<file.cpuprofile>
 * (a CPU profile of the servers' thread during the user/me run; bench/server/profile-summary.ts reads it).
 */

const DURATION = Number(process.env["BENCH_DURATION"] ?? 10);
const CONNECTIONS = Number(process.env["BENCH_CONNECTIONS"] ?? 100);
const DATABASE_URL = process.env["BENCH_DATABASE_URL"];
const MOBILE = "6900000003";
const POOL_SIZE = Number(process.env["DATABASE_POOL_SIZE"] ?? 10);
const PROFILE = process.env["BENCH_PROFILE"];
const RUNS = new Set((process.env["BENCH_RUNS"] ?? "bare,floor,me,me-gzip,base,base-full,login").split(","));
/** Which run BENCH_PROFILE profiles: `me` (default) or `base`. */
const PROFILE_RUN = process.env["BENCH_PROFILE_RUN"] ?? "me";
/** Issue #41 goal 2: the base load at 50 connections. */
const BASE_CONNECTIONS = Number(process.env["BENCH_BASE_CONNECTIONS"] ?? 50);
/** A franchisee (three stores): the heaviest base load of the demo users. */
const FRANCHISEE = "6900000002";

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
const baseLoad = await franchiseeBaseLoad(api, FRANCHISEE);
const floor =
  DATABASE_URL === undefined
    ? undefined
    : await startHandWrittenServer({
        databaseUrl: DATABASE_URL,
        jwtSecret: BENCH_JWT_SECRET,
        poolSize: POOL_SIZE,
      });

const runs: LoadFigures[] = [];
const common = { connections: CONNECTIONS, durationSeconds: DURATION };
try {
  const bearer = { Authorization: `Bearer ${accessToken}` };
  if (RUNS.has("bare")) runs.push(await load("bare node:http (same JSON)", { url: bare.url, ...common }));
  if (RUNS.has("floor") && floor !== undefined)
    runs.push(
      await load("hand-written node:http + pg user/me", { url: floor.url, headers: bearer, ...common }),
    );
  if (RUNS.has("me"))
    runs.push(
      await withCpuProfile(PROFILE_RUN === "me" ? PROFILE : undefined, () =>
        load("GET user/me (authenticated)", { url: `${api}/user/me`, headers: bearer, ...common }),
      ),
    );
  // First, while the sign-in limits are untouched: 4 connections stay within the per-account limit
  // (5 attempts in flight; a success gives its attempt back) and show the hashing-bound rate. At 100
  // connections most attempts are refused with 429 before argon2 runs, and the refusals count.
  // As a browser asks: with gzip accepted, the compression middleware measures the small answer
  // (and sends it as it is); without, it steps aside.
  if (RUNS.has("me-gzip"))
    runs.push(
      await load("GET user/me, Accept-Encoding: gzip", {
        url: `${api}/user/me`,
        headers: { ...bearer, "Accept-Encoding": "gzip, deflate, br" },
        ...common,
      }),
    );
  // A franchisee's base load as the browser asks for it (gzip; the catalogue version it holds), and
  // as a client that names no version (the spec's shape, the whole catalogue).
  const baseCommon = { connections: BASE_CONNECTIONS, durationSeconds: DURATION };
  if (RUNS.has("base"))
    runs.push(
      await withCpuProfile(PROFILE_RUN === "base" ? PROFILE : undefined, () =>
        load(`GET base, franchisee, catalogue held, gzip, ${BASE_CONNECTIONS} conn.`, {
          url: baseLoad.heldUrl,
          headers: baseLoad.headers,
          ...baseCommon,
        }),
      ),
    );
  if (RUNS.has("base-full"))
    runs.push(
      await load(`GET base, franchisee, no version (whole catalogue), gzip, ${BASE_CONNECTIONS} conn.`, {
        url: baseLoad.fullUrl,
        headers: baseLoad.headers,
        ...baseCommon,
      }),
    );
  if (RUNS.has("login")) {
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
  }
} finally {
  await bare.close();
  await floor?.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const bareRun = runs.find((run) => run.name.startsWith("bare"));
const floorRun = runs.find((run) => run.name.startsWith("hand-written"));
const meRun = runs.find((run) => run.name.startsWith("GET user/me"));
const rate = (run: LoadFigures | undefined) => run?.requestsPerSecond ?? NaN;
const ratio = rate(meRun) / rate(bareRun);
const ofFloor = rate(meRun) / rate(floorRun);
console.log(
  `\nserver benchmark — ${new Date().toISOString()} — ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, ` +
    `Node ${process.versions.node}, database ${server.database.driver} (pool ${POOL_SIZE}), ` +
    `${CONNECTIONS} connections, ${DURATION} s each\n`,
);
console.log("| run | req/s | p50 ms | p99 ms | 2xx | other | server CPU ms/request |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const run of runs)
  console.log(
    `| ${run.name} | ${run.requestsPerSecond.toFixed(0)} | ${run.p50Ms} | ${run.p99Ms} | ${run.ok} | ${run.notOk} | ${run.cpuMsPerRequest.toFixed(2)} |`,
  );
console.log(
  `\nfranchisee base load (${baseLoad.heldUrl.replace(/^.*\/api\//, "")}): ${baseLoad.sizes.held.raw} B, ` +
    `${baseLoad.sizes.held.gzip} B gzip (budget ≤ 15 KB gzip); with the whole catalogue: ` +
    `${baseLoad.sizes.full.raw} B, ${baseLoad.sizes.full.gzip} B gzip`,
);
const p99 = meRun?.p99Ms ?? NaN;
const floorMet = floorRun === undefined || ofFloor >= 0.7;
console.log(
  `\nuser/me ÷ bare = ${(ratio * 100).toFixed(1)}% (budget ≥ 25%); ` +
    (floorRun === undefined
      ? "no hand-written floor (PostgreSQL only); "
      : `user/me ÷ hand-written floor = ${(ofFloor * 100).toFixed(1)}% (budget ≥ 70%); `) +
    `user/me p99 = ${p99} ms (budget < 50 ms): ` +
    (ratio >= 0.25 && floorMet && p99 < 50 ? "within budget" : "OVER BUDGET"),
);
