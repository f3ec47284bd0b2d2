import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { availableDatabases } from "../tests/server/support/database-targets";
import { bootBenchServer } from "./boot-bench-server";
import { DEMO_PASSWORD } from "../server/seed/demo-data";
import { insertBenchPosts } from "./lists/seed-posts";
import { measure, percentile } from "./tickets/measure";

/**
 * npm run bench:posts — DESIGN.md's budget for a list past a thousand rows: 10,000 posts, the first
 * page of GET posts under 30 ms of server time. On PGlite and (when reachable) PostgreSQL: boots the
 * real server in demo mode on a fresh database, inserts 10,000 posts with one INSERT … SELECT
 * (every tenth targeted to store 1, every fiftieth featured, a quarter expired), then asks, as the
 * manager of store 1, for the first page of the current tab, of the archive, a search and the
 * dashboard's widget, one request after another, reading the server's own time (Server-Timing).
 * Options: POSTS=10000 REPEAT=300.
 */

const POSTS = Number(process.env["POSTS"] ?? 10_000);
const REPEAT = Number(process.env["REPEAT"] ?? 300);
const WARMUP = 30;

interface Row {
  readonly database: string;
  readonly what: string;
  readonly p50: number;
  readonly p99: number;
}

async function run(target: Awaited<ReturnType<typeof availableDatabases>>[number]): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-posts-"));
  const database = await target.create({ dataDir });
  const server = await bootBenchServer({ dataDir, databaseUrl: database.databaseUrl });
  try {
    const db = server.database.db;
    const started = performance.now();
    await insertBenchPosts(db, POSTS);
    console.log(
      `[${target.name}] ${POSTS} posts inserted and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    // The plan of the current tab's first page as the list reads it (no store targeting, store 1's
    // audience): it must walk posts_list_order_idx and stop after a page, not sort the tab.
    const plan = (
      (await db.execute(
        sql.raw(`explain (analyze, costs off, timing on) select p.id from posts p
          where (p.target_roles = '{}'::text[] or 'store_manager' = any(p.target_roles))
            and (p.targets_stores = false or exists (select 1 from post_stores s where s.post_id = p.id and s.store_id in (1)))
            and (p.visible_from is null or p.visible_from <= now()) and (p.visible_until is null or p.visible_until >= now())
          order by p.featured desc, p.published_at desc, p.id desc limit 21`),
      )) as unknown as { rows: Record<string, string>[] }
    ).rows.map((row) => Object.values(row)[0] ?? "");
    console.log(`[${target.name}] first page, current tab:\n  ${plan.join("\n  ")}`);

    const api = `${server.url}/echo/rest/api`;
    const login = await fetch(`${api}/auth/login`, {
      method: "POST",
      headers: { Authorization: `Basic ${Buffer.from(`6900000003:${DEMO_PASSWORD}`).toString("base64")}` },
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const headers = { Authorization: `Bearer ${access_token}`, Accept: "application/json" };
    const targets: [string, string][] = [
      ["first page, current tab (20)", "posts?location_id=1"],
      ["first page, archive tab (20)", "posts?location_id=1&tab=archive"],
      ["first page, category 2 (20)", "posts?location_id=1&category_id=2"],
      ["dashboard widget (3 + 5)", "posts?location_id=1&view=widget"],
      ["search “ΑΝΑΚΟΊΝΩΣΗ 99” (20)", `posts?location_id=1&q=${encodeURIComponent("ΑΝΑΚΟΊΝΩΣΗ 99")}`],
    ];
    const rows: Row[] = [];
    for (const [what, path] of targets) {
      const timings = await measure(`${api}/${path}`, headers, REPEAT, WARMUP);
      rows.push({
        database: target.name,
        what,
        p50: percentile(timings.server, 50),
        p99: percentile(timings.server, 99),
      });
    }
    return rows;
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

const rows: Row[] = [];
for (const target of await availableDatabases()) rows.push(...(await run(target)));
const ms = (value: number) => value.toFixed(2);
console.log(
  `\n${new Date().toISOString().slice(0, 10)} — ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}; ${POSTS} posts, ${REPEAT} sequential requests each (after ${WARMUP} warm-up); load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}\n`,
);
console.log("| database | request | server p50 (ms) | server p99 (ms) |");
console.log("| --- | --- | ---: | ---: |");
for (const row of rows) console.log(`| ${row.database} | ${row.what} | ${ms(row.p50)} | ${ms(row.p99)} |`);
const worst = Math.max(...rows.filter((r) => r.what.startsWith("first page")).map((r) => r.p50));
console.log(
  `\nBudget: first page < 30 ms of server time — worst first-page p50 ${ms(worst)} ms: ${worst < 30 ? "within" : "OVER"} budget`,
);
