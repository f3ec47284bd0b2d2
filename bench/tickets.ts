import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { adminQuery, postgresAdminUrl } from "./bench-databases";
import { bootBenchServer } from "./boot-bench-server";
import { DEMO_PASSWORD } from "../server/seed/demo-data";
import { measure, percentile } from "./tickets/measure";
import { BENCH_STORE_ID as STORE_ID, seedBenchStore } from "./tickets/seed-bench-store";

/**
 * npm run bench:tickets — DESIGN.md's budget: a store with 100,000 tickets, the first page of its
 * ticket list in under 30 ms of server time. For PGlite and (when 127.0.0.1:5432 or
 * TEST_DATABASE_URL answers) PostgreSQL: boots the real server in demo mode on a fresh database,
 * bulk-inserts 100,000 v2 tickets into one store (one INSERT ... SELECT from generate_series), then
 * requests the first page of both tabs, a page deep in the list and a ticket's detail many times
 * one after another, reading the server's own time from the Server-Timing header.
 * Options: TICKETS=100000 REPEAT=500.
 */

const TICKETS = Number(process.env["TICKETS"] ?? 100_000);
const REPEAT = Number(process.env["REPEAT"] ?? 500);
const WARMUP = 50;

interface Row {
  readonly database: string;
  readonly what: string;
  readonly p50: number;
  readonly p99: number;
  readonly roundTripP50: number;
}

async function run(database: "pglite" | "postgres", adminUrl: string | undefined): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-"));
  const dbName = `portal_bench_${Date.now().toString(36)}`;
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
    const { detailId, seconds } = await seedBenchStore(server, TICKETS);
    console.log(
      `[${database}] ${2 * TICKETS} tickets (${TICKETS} in the store) inserted and analysed in ${seconds.toFixed(1)} s`,
    );

    // The plan of the first page, as the list route reads it: must be an index scan that stops
    // after 51 rows, whatever the number of tickets.
    const plan = (
      (await db.execute(
        sql.raw(`explain (analyze, costs off, timing on)
          select t.id, t.title, c.title_en, ct.name, x.title_en, t.last_status, t.priority, t.c_stamp, t.m_stamp
          from tickets t join ticket_categories c on c.id = t.category_id join ticket_contacts ct on ct.id = t.contact_id
          left join ticket_complaint_types x on x.id = t.complaint_type_id
          where t.location_id = ${STORE_ID} and t.last_status = 3 order by t.id desc limit 51`),
      )) as unknown as { rows: Record<string, string>[] }
    ).rows.map((row) => Object.values(row)[0] ?? "");
    plans.push(`[${database}] first page, resolved tab:\n  ${plan.join("\n  ")}`);

    const api = `${server.url}/echo/rest/api`;
    const login = await fetch(`${api}/auth/login`, {
      method: "POST",
      headers: { Authorization: `Basic ${Buffer.from(`6900000001:${DEMO_PASSWORD}`).toString("base64")}` },
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const headers = { Authorization: `Bearer ${access_token}`, Accept: "application/json" };
    const mid = (await (
      await fetch(`${api}/v2/tickets/location/${STORE_ID}?limit=1`, { headers })
    ).json()) as {
      items: { id: number }[];
    };
    const middleCursor = `v1.${Math.floor((mid.items[0]?.id ?? TICKETS) - TICKETS).toString(36)}`;
    const targets: [string, string][] = [
      ["baseline: v2/tickets/limits (session check only)", "v2/tickets/limits"],
      ["first page, all tab (50)", `v2/tickets/location/${STORE_ID}?status=all`],
      ["first page, resolved tab (50)", `v2/tickets/location/${STORE_ID}?status=resolved`],
      ["page in the middle (cursor, 50)", `v2/tickets/location/${STORE_ID}?cursor=${middleCursor}`],
      ["ticket detail (8 messages)", `v2/tickets/${STORE_ID}/${detailId}`],
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

const plans: string[] = [];
const adminUrl = await postgresAdminUrl();
const rows: Row[] = [...(await run("pglite", undefined))];
if (adminUrl !== undefined) rows.push(...(await run("postgres", adminUrl)));
else console.log("PostgreSQL not reachable: PGlite only");

const ms = (value: number) => value.toFixed(2);
console.log(`\n${plans.join("\n\n")}`);
console.log(
  `\n${new Date().toISOString().slice(0, 10)} — ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}; ${TICKETS} tickets in one store, ${REPEAT} sequential requests each (after ${WARMUP} warm-up); load average ${loadavg()
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
