/*
 * npm run bench:web:lighthouse (also run by `npm run bench:web`) — Lighthouse on the login page served by
 * our own server. DESIGN.md budget: largest contentful paint of the login page ≤ 1.5 s under
 * Lighthouse's mobile preset (simulated throttling).
 *
 * Builds the browser app, starts `server/main.ts` on a free port in 9000-9049 with a temporary
 * DATA_DIR, runs Lighthouse (performance category only, default mobile config) 3 times, each in a
 * fresh headless Chromium (CHROME_PATH, default /usr/bin/chromium), prints the median score, LCP,
 * FCP, TBT and transfer size plus the diagnostics that explain LCP, then stops the server.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { build } from "vite";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium";

const RUNS = 3;
const BUDGET_LCP_MS = 1500;
const CHROME_PATH = process.env["CHROME_PATH"] ?? CHROMIUM_PATH;
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

const freePort = async (): Promise<number> => {
  for (let port = 9000; port <= 9049; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once("error", () => resolve(false))
        .listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error("no free port in 9000-9049");
};

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer ${url} within 60 s`);
}

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

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), "portal-lighthouse-"));
const url = `http://127.0.0.1:${port}/portal/`;
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  // Production mode, as deployed (vite's build sets NODE_ENV=production in this process anyway).
  env: {
    ...process.env,
    NODE_ENV: "production",
    JWT_SECRET: randomBytes(32).toString("hex"),
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
  },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  await waitForServer(url, server);
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
      `score ${med("score")}, LCP ${(lcp / 1000).toFixed(2)} s (budget ${BUDGET_LCP_MS / 1000} s), ` +
      `FCP ${(med("fcp") / 1000).toFixed(2)} s, TBT ${med("tbt").toFixed(0)} ms, ` +
      `${(med("bytes") / 1024).toFixed(1)} KB transferred`,
  );
  const middle = results[rows.findIndex((r) => r.lcp === lcp)];
  if (middle !== undefined) diagnostics(middle);
  if (lcp > BUDGET_LCP_MS) {
    console.error(`\nLCP over budget by ${(lcp - BUDGET_LCP_MS).toFixed(0)} ms`);
    process.exitCode = 1;
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => (server.exitCode === null ? server.once("exit", resolve) : resolve(null)));
  rmSync(dataDir, { recursive: true, force: true });
}
