import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { DEMO_PASSWORD } from "../server/seed/demo-data";
import { adminQuery, postgresAdminUrl } from "./bench-databases";
import { bootBenchServer } from "./boot-bench-server";
import { insertBenchTasks } from "./lists/seed-tasks";
import { measure, percentile } from "./tickets/measure";

/**
 * npm run bench:tasks — DESIGN.md's budget for a list that grows past a thousand rows: 10,000 tasks
 * in one store, the first page of its task list in under 30 ms of server time. For PGlite and (when
 * 127.0.0.1:5432 or TEST_DATABASE_URL answers) PostgreSQL: boots the real server in demo mode on a
 * fresh database, bulk-inserts the tasks into store 1 (one INSERT ... SELECT from generate_series;
 * a tenth done, deadlines spread over a year around today, a third of the whole store), then asks
 * for the first page of each view many times one after another, reading the server's own time from
 * the Server-Timing header. Options: TASKS=10000 REPEAT=300.
 */

const TASKS = Number(process.env["TASKS"] ?? 10_000);
const REPEAT = Number(process.env["REPEAT"] ?? 300);
const WARMUP = 30;
const STORE_ID = 1;

interface Row {
  readonly database: string;
  readonly what: string;
  readonly p50: number;
  readonly p99: number;
  readonly roundTripP50: number;
}

async function run(database: "pglite" | "postgres", adminUrl: string | undefined): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-tasks-"));
  const dbName = `portal_bench_tasks_${Date.now().toString(36)}`;
  let databaseUrl: string | undefined;
  if (database === "postgres" && adminUrl !== undefined) {
    await adminQuery(adminUrl, `create database ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const server = await bootBenchServer({ dataDir, databaseUrl });
  try {
    const db = server.database.db;
    const started = performance.now();
    await insertBenchTasks(db, STORE_ID, TASKS);
    console.log(
      `[${database}] ${TASKS} tasks inserted into store ${STORE_ID} and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const api = `${server.url}/echo/rest/api`;
    const login = await fetch(`${api}/auth/login`, {
      method: "POST",
      headers: { Authorization: `Basic ${Buffer.from(`6900000003:${DEMO_PASSWORD}`).toString("base64")}` },
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const headers = { Authorization: `Bearer ${access_token}`, Accept: "application/json" };
    const targets: [string, string][] = [
      ["baseline: v2/projects (session check and a tiny read)", "v2/projects"],
      ["first page, open (50)", `tasks?location_id=${STORE_ID}&view=open`],
      ["first page, overdue (50)", `tasks?location_id=${STORE_ID}&view=overdue`],
      ["first page, due today (50)", `tasks?location_id=${STORE_ID}&view=today`],
      ["first page, completion log (50)", `tasks?location_id=${STORE_ID}&view=done`],
    ];
    const rows: Row[] = [];
    for (const [what, path] of targets) {
      const timings = await measure(`${api}/${path}`, headers, REPEAT, WARMUP);
      rows.push({
        database,
        what,
        p50: percentile(timings.server, 50),
        p99: percentile(timings.server, 99),
        roundTripP50: percentile(timings.roundTrip, 50),
      });
    }
    return rows;
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl !== undefined && adminUrl !== undefined)
      await adminQuery(adminUrl, `drop database if exists ${dbName} with (force)`);
  }
}

const adminUrl = await postgresAdminUrl();
const rows: Row[] = [...(await run("pglite", undefined))];
if (adminUrl !== undefined) rows.push(...(await run("postgres", adminUrl)));
else console.log("PostgreSQL not reachable: PGlite only");

const ms = (value: number) => value.toFixed(2);
console.log(
  `\n${new Date().toISOString().slice(0, 10)} — ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}; ${TASKS} tasks in one store, ${REPEAT} sequential requests each (after ${WARMUP} warm-up); load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}\n`,
);
console.log("| database | request | server p50 (ms) | server p99 (ms) | round trip p50 (ms) |");
console.log("| --- | --- | ---: | ---: | ---: |");
for (const row of rows)
  console.log(
    `| ${row.database} | ${row.what} | ${ms(row.p50)} | ${ms(row.p99)} | ${ms(row.roundTripP50)} |`,
  );
const worst = Math.max(...rows.filter((r) => r.what.startsWith("first page")).map((r) => r.p99));
console.log(
  `\nBudget: first page < 30 ms of server time — worst first-page p99 ${ms(worst)} ms: ${worst < 30 ? "within" : "OVER"} budget`,
);
