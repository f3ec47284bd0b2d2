import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { Client } from "pg";
import { bootBenchServer } from "./boot-bench-server";
import { DEMO_PASSWORD } from "../server/seed/demo-data";
import { insertBenchDocuments } from "./lists/seed-information";
import { insertBenchPosts } from "./lists/seed-posts";
import {
  insertBenchEvaluations,
  insertBenchLicences,
  insertBenchMaintenance,
  insertBenchStaff,
  insertBenchTrainingNotes,
} from "./lists/seed-store-lists";
import { insertBenchTasks } from "./lists/seed-tasks";
import { insertBenchTickets } from "./tickets/seed-bench-store";
import { measure, percentile } from "./tickets/measure";

/**
 * npm run bench:search — issue #32's budget: a two-word Greek query answered in under 50 ms of server
 * time with 10,000 documents of each kind in one store. For PGlite and, when 127.0.0.1:5432 answers,
 * PostgreSQL: boots the real server in demo mode, bulk-inserts DOCUMENTS FAQ entries and information
 * material (70/30) and DOCUMENTS rows of each store kind in store 1 (tickets, tasks, posts, licences,
 * maintenance, people, evaluations; as many again in the other stores where bench:lists' seeds spread
 * them) and as many training notes, then asks as the store manager of store 1 (every kind open to
 * that role is searched): one word most documents hold, a rare word, two Greek words one kind's
 * 10,000 rows hold, two Greek words nothing holds (every search column is read), reading the
 * server's own time from the Server-Timing header. Options: DOCUMENTS=10000 REPEAT=300.
 */

const DOCUMENTS = Number(process.env["DOCUMENTS"] ?? 10_000);
const REPEAT = Number(process.env["REPEAT"] ?? 300);
const WARMUP = 30;
const POSTGRES_ADMIN = process.env["TEST_DATABASE_URL"] ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function adminQuery(text: string): Promise<boolean> {
  const client = new Client({ connectionString: POSTGRES_ADMIN, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query(text);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

interface Row {
  readonly database: string;
  readonly what: string;
  readonly p50: number;
  readonly p99: number;
  /** The three sources with the longest median (the route's Server-Timing per source). */
  readonly slowest: string;
}

const slowestSources = (metrics: ReadonlyMap<string, readonly number[]>): string =>
  [...metrics]
    .filter(([name]) => name.startsWith("search-"))
    .map(([name, values]) => [name.slice("search-".length), percentile(values, 50)] as const)
    .toSorted((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, p50]) => `${name} ${p50.toFixed(1)}`)
    .join(", ");

async function run(database: "pglite" | "postgres"): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-search-"));
  const dbName = `portal_bench_search_${Date.now().toString(36)}`;
  let databaseUrl: string | undefined;
  if (database === "postgres") {
    await adminQuery(`create database ${dbName}`);
    const url = new URL(POSTGRES_ADMIN);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const server = await bootBenchServer({ dataDir, databaseUrl });
  try {
    const db = server.database.db;
    await insertBenchDocuments(db, DOCUMENTS);
    await insertBenchTickets(db, 1, DOCUMENTS);
    await insertBenchTasks(db, 1, DOCUMENTS);
    await insertBenchPosts(db, DOCUMENTS);
    await insertBenchLicences(db, DOCUMENTS);
    await insertBenchMaintenance(db, DOCUMENTS);
    await insertBenchStaff(db, DOCUMENTS);
    await insertBenchEvaluations(db, DOCUMENTS);
    await insertBenchTrainingNotes(db, DOCUMENTS);
    const api = `${server.url}/echo/rest/api`;
    const login = await fetch(`${api}/auth/login`, {
      method: "POST",
      headers: { Authorization: `Basic ${Buffer.from(`6900000003:${DEMO_PASSWORD}`).toString("base64")}` },
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const headers = { Authorization: `Bearer ${access_token}`, Accept: "application/json", Language: "el" };
    const targets: [string, string][] = [
      ["common word, typed with accents and capitals (ΤΑΜΕΊΟ)", "ΤΑΜΕΊΟ"],
      ["rare word (1 in 500: ραφείο)", "ραφείο"],
      ["no document holds it (every column read)", "ανύπαρκτο"],
      ["two Greek words one kind's rows all hold (ΑΝΑΚΟΙΝΩΣΕΙΣ κειμένου)", "ΑΝΑΚΟΙΝΩΣΕΙΣ κειμένου"],
      ["two Greek words nothing holds (every column read)", "ανύπαρκτες λέξεις"],
    ];
    const rows: Row[] = [];
    for (const [what, q] of targets) {
      const timings = await measure(
        `${api}/search?q=${encodeURIComponent(q)}&location_id=1`,
        headers,
        REPEAT,
        WARMUP,
      );
      rows.push({
        database,
        what,
        p50: percentile(timings.server, 50),
        p99: percentile(timings.server, 99),
        slowest: slowestSources(timings.metrics),
      });
    }
    return rows;
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl !== undefined) await adminQuery(`drop database if exists ${dbName} with (force)`);
  }
}

const rows: Row[] = [...(await run("pglite"))];
if (await adminQuery("select 1")) rows.push(...(await run("postgres")));
else console.log("PostgreSQL not reachable: PGlite only");

const ms = (value: number) => value.toFixed(2);
console.log(
  `\n${new Date().toISOString().slice(0, 10)} — ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}; ${DOCUMENTS} FAQ and information documents and ${DOCUMENTS} of each store kind in store 1, ${REPEAT} sequential searches each (after ${WARMUP} warm-up); load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}\n`,
);
console.log("| database | search | server p50 (ms) | server p99 (ms) | slowest sources, p50 (ms) |");
console.log("| --- | --- | ---: | ---: | --- |");
for (const row of rows)
  console.log(`| ${row.database} | ${row.what} | ${ms(row.p50)} | ${ms(row.p99)} | ${row.slowest} |`);
const worst = Math.max(...rows.map((r) => r.p99));
console.log(
  `\nBudget: < 50 ms of server time — worst p99 ${ms(worst)} ms: ${worst < 50 ? "within" : "OVER"} budget`,
);
