import { cpus, loadavg, totalmem } from "node:os";
import { sql } from "drizzle-orm";
import { DEMO_PASSWORD } from "../server/seed/demo-data";
import { benchDatabases, withBenchServer, type BenchServer } from "./bench-databases";
import { seedCommerceLists } from "./lists/seed-commerce-lists";
import { insertBenchDocuments } from "./lists/seed-information";
import { insertBenchPosts } from "./lists/seed-posts";
import {
  insertBenchActivity,
  insertBenchEvaluations,
  insertBenchLicences,
  insertBenchMaintenance,
  insertBenchMeetings,
  insertBenchStaff,
  insertBenchTrainingNotes,
} from "./lists/seed-store-lists";
import { insertBenchTasks } from "./lists/seed-tasks";
import { insertBenchTickets } from "./tickets/seed-bench-store";
import { measure, percentile } from "./tickets/measure";

/**
 * npm run bench:lists — DESIGN.md's scale budget for every list that can grow: with 10,000 rows in
 * one store, the first page under 30 ms of server time (Server-Timing). Boots the real server on
 * PGlite and PostgreSQL, seeds each list, and requests each first page REPEAT times in a row as the
 * franchisee of store 1. Options: ROWS=10000 REPEAT=300, AREAS=tickets,tasks (only those areas).
 * An area adds its lists to LISTS; every list that can grow is here (issue #21, goal 3).
 */

const ROWS = Number(process.env["ROWS"] ?? 10_000);
const REPEAT = Number(process.env["REPEAT"] ?? 300);
const WARMUP = 30;
const AREAS = process.env["AREAS"]?.split(",");

interface ListBench {
  readonly area: string;
  /** Puts ROWS rows in store 1; resolves with the seconds it took. */
  readonly seed: (server: BenchServer, rows: number) => Promise<number>;
  readonly pages: readonly (readonly [what: string, path: string])[];
}

/** Times one seeding step, in seconds. */
const timed =
  (seed: (db: BenchServer["database"]["db"], rows: number) => Promise<void>) =>
  async (server: BenchServer, rows: number): Promise<number> => {
    const started = performance.now();
    await seed(server.database.db, rows);
    // Statistics for every table, whichever areas run: PGlite has no autovacuum, and a plan made on
    // tables never analysed read a whole store for a first page (BENCHMARKS.md, bench:lists).
    await server.database.db.execute(sql.raw("analyze"));
    return (performance.now() - started) / 1000;
  };

const LISTS: readonly ListBench[] = [
  {
    area: "tickets",
    seed: timed((db, rows) => insertBenchTickets(db, 1, rows)),
    pages: [
      ["all tab, first page (50)", "v2/tickets/location/1?status=all"],
      ["resolved tab, first page (50)", "v2/tickets/location/1?status=resolved"],
    ],
  },
  {
    area: "tasks",
    seed: timed((db, rows) => insertBenchTasks(db, 1, rows)),
    pages: [
      ["open, first page (50)", "tasks?location_id=1&view=open"],
      ["overdue, first page (50)", "tasks?location_id=1&view=overdue"],
      ["due today, first page (50)", "tasks?location_id=1&view=today"],
      ["completion log, first page (50)", "tasks?location_id=1&view=done"],
    ],
  },
  {
    area: "posts",
    seed: timed(insertBenchPosts),
    pages: [
      ["current tab, first page (20)", "posts?location_id=1"],
      ["archive tab, first page (20)", "posts?location_id=1&tab=archive"],
      ["dashboard widget (3 + 5)", "posts?location_id=1&view=widget"],
    ],
  },
  {
    area: "information",
    seed: timed(insertBenchDocuments),
    pages: [
      ["information material, first page", "information_material"],
      ["FAQ, first page", "faq"],
    ],
  },
  {
    area: "training",
    seed: timed(insertBenchTrainingNotes),
    pages: [["notes, newest 200", "notes"]],
  },
  {
    area: "evaluations",
    seed: timed(insertBenchEvaluations),
    pages: [
      ["evaluations, first page", "evaluations?location_id=1"],
      ["evaluation reports, first page", "reports-evaluation?location_id=1"],
    ],
  },
  {
    area: "staff",
    seed: timed(insertBenchStaff),
    pages: [["store 1's staff, first page", "location-staff/1"]],
  },
  {
    area: "store operations",
    seed: timed(async (db, rows) => {
      await insertBenchLicences(db, rows);
      await insertBenchMaintenance(db, rows);
    }),
    pages: [
      ["licences, first page", "licenses/1"],
      ["maintenance, first page", "maintenance/1"],
    ],
  },
  {
    area: "calendar",
    seed: timed(insertBenchMeetings),
    pages: [
      [
        "meetings from now, first page",
        `meetings?from_dateTime=${encodeURIComponent(new Date().toISOString())}`,
      ],
    ],
  },
  {
    area: "account",
    seed: timed(insertBenchActivity),
    pages: [["activity log, first page", "v2/logs"]],
  },
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
    for (const list of LISTS.filter((l) => AREAS === undefined || AREAS.includes(l.area))) {
      const seconds = await list.seed(server, ROWS);
      console.log(
        `[${target.database}] ${list.area}: ${ROWS} rows of each list in store 1 in ${seconds.toFixed(1)} s`,
      );
      for (const [what, path] of list.pages) {
        const timings = await measure(`${api}/${path}`, headers, REPEAT, WARMUP);
        const row = {
          database: target.database,
          what: `${list.area}: ${what}`,
          p50: percentile(timings.server, 50),
          p99: percentile(timings.server, 99),
        };
        rows.push(row);
        console.log(`  ${row.what}: p50 ${row.p50.toFixed(2)} ms, p99 ${row.p99.toFixed(2)} ms`);
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
