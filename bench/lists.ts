import { cpus, loadavg, totalmem } from "node:os";
import { DEMO_PASSWORD } from "../server/seed/demo-data";
import { benchDatabases, withBenchServer, type BenchServer } from "./bench-databases";
import { seedCommerceLists } from "./lists/seed-commerce-lists";
import { measure, percentile } from "./tickets/measure";

/**
 * npm run bench:lists — DESIGN.md's scale budget for every list that can grow: with 10,000 rows in
 * one store, the first page under 30 ms of server time (Server-Timing). Boots the real server on
 * PGlite and PostgreSQL, seeds each list, and requests each first page REPEAT times in a row as the
 * franchisee of store 1. Options: ROWS=10000 REPEAT=300. An area adds its lists to LISTS.
 */

const ROWS = Number(process.env["ROWS"] ?? 10_000);
const REPEAT = Number(process.env["REPEAT"] ?? 300);
const WARMUP = 30;

interface ListBench {
  readonly area: string;
  /** Puts ROWS rows in store 1; resolves with the seconds it took. */
  readonly seed: (server: BenchServer, rows: number) => Promise<number>;
  readonly pages: readonly (readonly [what: string, path: string])[];
}

const LISTS: readonly ListBench[] = [
  {
    area: "commerce",
    seed: seedCommerceLists,
    pages: [
      ["orders, first page (50)", "orders?location_id=1"],
      ["invoices, unpaid, first page (50)", "invoices/location/1?status=unpaid"],
      ["invoices, paid, first page (50)", "invoices/location/1?status=paid"],
      ["transactions, first page (50)", "transactions?location_id=1"],
      ["receipts, first page (50)", "receipts/location/1"],
      ["widget totals (sums over the store)", "widget/totals?location_ids=1"],
    ],
  },
];

interface Row {
  readonly database: string;
  readonly what: string;
  readonly p50: number;
  readonly p99: number;
}

const rows: Row[] = [];
for (const target of await benchDatabases()) {
  await withBenchServer(target, async (server) => {
    const api = `${server.url}/echo/rest/api`;
    const login = await fetch(`${api}/auth/login`, {
      method: "POST",
      headers: { Authorization: `Basic ${Buffer.from(`6900000002:${DEMO_PASSWORD}`).toString("base64")}` },
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const headers = { Authorization: `Bearer ${access_token}`, Accept: "application/json" };
    for (const list of LISTS) {
      const seconds = await list.seed(server, ROWS);
      console.log(
        `[${target.database}] ${list.area}: ${ROWS} rows of each list in store 1 in ${seconds.toFixed(1)} s`,
      );
      for (const [what, path] of list.pages) {
        const timings = await measure(`${api}/${path}`, headers, REPEAT, WARMUP);
        rows.push({
          database: target.database,
          what: `${list.area}: ${what}`,
          p50: percentile(timings.server, 50),
          p99: percentile(timings.server, 99),
        });
      }
    }
  });
}

const ms = (value: number) => value.toFixed(2);
console.log(
  `\n${new Date().toISOString().slice(0, 10)} — ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}; ${ROWS} rows per list in one store, ${REPEAT} sequential requests each (after ${WARMUP} warm-up); load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}\n`,
);
console.log("| database | list | server p50 (ms) | server p99 (ms) |");
console.log("| --- | --- | ---: | ---: |");
for (const row of rows) console.log(`| ${row.database} | ${row.what} | ${ms(row.p50)} | ${ms(row.p99)} |`);
const worst = Math.max(...rows.map((r) => r.p99));
console.log(
  `\nBudget: first page < 30 ms of server time — worst p99 ${ms(worst)} ms: ${worst < 30 ? "within" : "OVER"} budget`,
);
