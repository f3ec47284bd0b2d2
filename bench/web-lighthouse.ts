/*
 * npm run bench:web:lighthouse (also run by `npm run bench:web`) — Lighthouse on the login page served by
 * our own server. DESIGN.md budget (issue #21): under Lighthouse's mobile preset (simulated slow 4G,
 * CPU × 4), median of 3, largest contentful paint ≤ 1.5 s, total blocking time ≤ 200 ms,
 * performance score ≥ 95.
 *
 * Builds the browser app, starts `server/main.ts` (bench/web/production-server.ts) with a temporary
 * DATA_DIR, runs Lighthouse (performance category only, default mobile config) 3 times, each in a
 * fresh headless Chromium (CHROME_PATH, default /usr/bin/chromium), prints the median score, LCP,
 * FCP, TBT and transfer size plus the diagnostics that explain LCP, then stops the server.
 */
import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { build } from "vite";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium";
import { withProductionServer } from "./web/production-server";

const RUNS = 3;
const BUDGET_LCP_MS = 1500;
const BUDGET_TBT_MS = 200;
const BUDGET_SCORE = 95;
const CHROME_PATH = process.env["CHROME_PATH"] ?? CHROMIUM_PATH;
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

async function runLighthouse(url: string): Promise<Result> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  try {
    // Default config = mobile form factor, simulated throttling (slow 4G, 4× CPU slowdown).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    if (result === undefined) throw new Error("Lighthouse returned no result");
    if (result.lhr.runtimeError !== undefined) throw new Error(result.lhr.runtimeError.message);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

const numeric = (lhr: Result, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const observed = (lhr: Result, key: string): number => {
  const details = lhr.audits["metrics"]?.details as { items?: Array<Record<string, number>> } | undefined;
  return details?.items?.[0]?.[key] ?? Number.NaN;
};
const row = (lhr: Result) => ({
  score: Math.round((lhr.categories["performance"]?.score ?? 0) * 100),
  lcp: numeric(lhr, "largest-contentful-paint"),
  fcp: numeric(lhr, "first-contentful-paint"),
  tbt: numeric(lhr, "total-blocking-time"),
  bytes: numeric(lhr, "total-byte-weight"),
  observedLcp: observed(lhr, "observedLargestContentfulPaint"),
  observedFcp: observed(lhr, "observedFirstContentfulPaint"),
});

/** What explains the LCP of one run: the element and its phases, render-blocking CSS, compression. */
function diagnostics(lhr: Result): void {
  for (const id of [
    "largest-contentful-paint-element",
    "render-blocking-insight",
    "uses-text-compression",
    "document-latency-insight",
    "font-display-insight",
    "bootup-time",
    "mainthread-work-breakdown",
    "long-tasks",
  ]) {
    const audit = lhr.audits[id];
    if (audit === undefined) continue;
    console.log(`\n${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ""}`);
    const items = (audit.details as { items?: unknown } | undefined)?.items;
    for (const item of Array.isArray(items) ? (items as ReadonlyArray<{ items?: unknown }>) : [])
      for (const entry of Array.isArray(item.items) ? item.items : [item])
        console.log(`  ${JSON.stringify(entry).slice(0, 240)}`);
  }
  const requests = (lhr.audits["network-requests"]?.details as { items?: NetworkRow[] } | undefined)?.items;
  console.log("\nrequests (transferred / resource bytes):");
  for (const r of requests ?? [])
    console.log(
      `  ${r.url.padEnd(72)} ${String(r.transferSize).padStart(7)} / ${String(r.resourceSize).padStart(7)}`,
    );
}
interface NetworkRow {
  readonly url: string;
  readonly transferSize: number;
  readonly resourceSize: number;
}

await build({ logLevel: "warn" });

await withProductionServer(async (url) => {
  const results: Result[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const lhr = await runLighthouse(url);
    results.push(lhr);
    const r = row(lhr);
    console.log(
      `run ${run}: score ${r.score}, LCP ${r.lcp.toFixed(0)} ms, FCP ${r.fcp.toFixed(0)} ms, ` +
        `TBT ${r.tbt.toFixed(0)} ms, ${r.bytes} B transferred ` +
        `(unthrottled trace: FCP ${r.observedFcp} ms, LCP ${r.observedLcp} ms)`,
    );
  }
  const rows = results.map(row);
  const med = (key: keyof ReturnType<typeof row>) => median(rows.map((r) => r[key]));
  const lcp = med("lcp");
  console.log(
    `\nLighthouse ${results[0]?.lighthouseVersion}, mobile, simulated throttling — median of ${RUNS}: ` +
      `score ${med("score")} (budget ≥ ${BUDGET_SCORE}), LCP ${(lcp / 1000).toFixed(2)} s (budget ${BUDGET_LCP_MS / 1000} s), ` +
      `FCP ${(med("fcp") / 1000).toFixed(2)} s, TBT ${med("tbt").toFixed(0)} ms (budget ${BUDGET_TBT_MS} ms), ` +
      `${(med("bytes") / 1024).toFixed(1)} KB transferred`,
  );
  const middle = results[rows.findIndex((r) => r.lcp === lcp)];
  if (middle !== undefined) diagnostics(middle);
  const misses = [
    lcp > BUDGET_LCP_MS ? `LCP over budget by ${(lcp - BUDGET_LCP_MS).toFixed(0)} ms` : "",
    med("tbt") > BUDGET_TBT_MS ? `TBT over budget by ${(med("tbt") - BUDGET_TBT_MS).toFixed(0)} ms` : "",
    med("score") < BUDGET_SCORE ? `score ${med("score")} under ${BUDGET_SCORE}` : "",
  ].filter((miss) => miss !== "");
  if (misses.length > 0) {
    console.error(`\n${misses.join("; ")}`);
    process.exitCode = 1;
  }
});
