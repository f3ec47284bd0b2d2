import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { build } from "vite";
import { bootBenchServer } from "./boot-bench-server";
import { DEMO_PASSWORD } from "../server/seed/demo-data";
import { signInWithForm } from "../tests/e2e/support/session";
import { percentile } from "./tickets/measure";
import { BENCH_STORE_ID, seedBenchStore } from "./tickets/seed-bench-store";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium";

/**
 * npm run bench:tickets:scroll — DESIGN.md: "the browser list stays smooth (virtualised)". Boots
 * the real server on PGlite with the benchmark store of 100,000 tickets, makes it the only store
 * of the demo store manager, signs in through the login form in Debian's Chromium and opens
 * /tickets. Then it scrolls the list the way a fast reader flings it: SCROLL_PX pixels every
 * animation frame, inside the page, until ROWS rows are loaded (the list fetches pages of 50 as
 * the end nears) and reached. Reported per CPU speed (as is, and 4× slower like Lighthouse's
 * mobile preset): frame intervals (p50/p95/p99/max), frames over 50 ms, long tasks, rows in the
 * DOM at most (the virtualiser keeps it bounded), and JS heap before and after.
 * Options: TICKETS=100000 ROWS=3000 SCROLL_PX=320 PROFILE_DIR=<dir>.
 */

const TICKETS = Number(process.env["TICKETS"] ?? 100_000);
const ROWS = Number(process.env["ROWS"] ?? 3_000);
const SCROLL_PX = Number(process.env["SCROLL_PX"] ?? 320);
const STORE_MANAGER_MOBILE = "6900000003";
/** PROFILE_DIR=dir: also writes a Chrome CPU profile of each fling (open it in DevTools). */
const PROFILE_DIR = process.env["PROFILE_DIR"];

interface ScrollFigures {
  readonly frames: readonly number[];
  readonly longTasks: readonly number[];
  readonly maxRowsInDom: number;
  readonly rowsLoaded: number;
  readonly seconds: number;
  readonly heapBefore: number;
  readonly heapAfter: number;
}

/** Runs inside the page: flings the scroller until row `target` is rendered (reached, give or take the overscan). */
async function flingInPage(page: Page, target: number, step: number): Promise<ScrollFigures> {
  // tsx (esbuild, keepNames) wraps the named functions below in `__name(...)`, which the page lacks.
  await page.evaluate("globalThis.__name = (fn) => fn");
  return page.evaluate(
    async ({ rowTarget, pixels }) => {
      const scroller = document.querySelector<HTMLElement>('[data-testid="ticket-scroller"]');
      if (scroller === null) throw new Error("no ticket scroller on the page");
      // Constant-time reads each frame (the rows are rendered in order), so the probe itself does
      // not eat into the frames it measures.
      const rowList = scroller.querySelector("ul");
      // Chromium's non-standard heap figure (precise with --enable-precise-memory-info).
      // Read twice: each read of performance.memory is a new snapshot.
      const perf = performance as unknown as { readonly memory?: { readonly usedJSHeapSize: number } };
      const heapBefore = perf.memory?.usedJSHeapSize ?? Number.NaN;
      const longTasks: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasks.push(entry.duration);
      });
      observer.observe({ type: "longtask", buffered: false });
      // The highest row number rendered: the rows near the viewport, plus the virtualiser's overscan.
      const loaded = () => {
        const last = rowList?.lastElementChild;
        return Number(last?.getAttribute("aria-posinset") ?? 0);
      };
      const frames: number[] = [];
      let maxRowsInDom = 0;
      const started = performance.now();
      await new Promise<void>((resolve, reject) => {
        let previous = performance.now();
        const tick = (now: number) => {
          frames.push(now - previous);
          previous = now;
          maxRowsInDom = Math.max(maxRowsInDom, rowList?.childElementCount ?? 0);
          if (loaded() >= rowTarget) return resolve();
          if (now - started > 180_000) return reject(new Error(`stuck at row ${loaded()}`));
          scroller.scrollTop += pixels;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      observer.disconnect();
      return {
        frames: frames.slice(1),
        longTasks,
        maxRowsInDom,
        rowsLoaded: loaded(),
        seconds: (performance.now() - started) / 1000,
        heapBefore,
        heapAfter: perf.memory?.usedJSHeapSize ?? Number.NaN,
      };
    },
    { rowTarget: target, pixels: step },
  );
}

async function scrollRun(baseUrl: string, cpuSlowdown: number): Promise<ScrollFigures> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, "--enable-precise-memory-info"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/portal/`);
    await signInWithForm(page, STORE_MANAGER_MOBILE, DEMO_PASSWORD);
    await page.waitForURL(/\/portal\/dashboard$/u);
    // In-app navigation, as a user clicks the menu: the list's first page is what the user waits for.
    await page.evaluate(() => {
      history.pushState(null, "", "/portal/tickets");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.locator('[data-testid="ticket-row"]').first().waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    if (PROFILE_DIR === undefined) return await flingInPage(page, ROWS, SCROLL_PX);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.start");
    const figures = await flingInPage(page, ROWS, SCROLL_PX);
    const { profile } = await cdp.send("Profiler.stop");
    mkdirSync(PROFILE_DIR, { recursive: true });
    writeFileSync(join(PROFILE_DIR, `tickets-scroll-cpu${cpuSlowdown}.cpuprofile`), JSON.stringify(profile));
    return figures;
  } finally {
    await browser.close();
  }
}

// A fresh production build: what users get, whatever an earlier test run left in dist/web.
await build({ logLevel: "warn", mode: "production" });
const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-scroll-"));
const server = await bootBenchServer({ dataDir });
const results: Array<{ readonly slowdown: number; readonly figures: ScrollFigures }> = [];
try {
  const seeded = await seedBenchStore(server, TICKETS);
  // The store manager runs only the benchmark store, so it is the one the list opens on.
  await server.database.db.execute(
    sql.raw(`with manager as (select id from users where mobile = '${STORE_MANAGER_MOBILE}'),
      gone as (delete from user_stores where user_id = (select id from manager))
      insert into user_stores (user_id, store_id) select id, ${BENCH_STORE_ID} from manager`),
  );
  console.log(`${2 * TICKETS} tickets (${TICKETS} in the store) inserted in ${seeded.seconds.toFixed(1)} s`);
  for (const slowdown of [1, 4]) {
    const figures = await scrollRun(server.url, slowdown);
    results.push({ slowdown, figures });
    console.log(`CPU ×${slowdown}: ${figures.rowsLoaded} rows in ${figures.seconds.toFixed(1)} s`);
  }
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const ms = (value: number) => value.toFixed(1);
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
console.log(
  `\n${new Date().toISOString().slice(0, 10)} — ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, Chromium headless; ${TICKETS} tickets in the store, fling ${SCROLL_PX} px per frame to row ${ROWS}; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}\n`,
);
console.log(
  "| CPU | rows loaded | time (s) | frames | frame p50 (ms) | p95 | p99 | max | frames > 50 ms | long tasks (max ms) | rows in DOM (max) | JS heap before → after (MB) |",
);
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const { slowdown, figures: f } of results) {
  console.log(
    `| ×${slowdown} | ${f.rowsLoaded} | ${f.seconds.toFixed(1)} | ${f.frames.length} | ${ms(percentile(f.frames, 50))} | ${ms(percentile(f.frames, 95))} | ${ms(percentile(f.frames, 99))} | ${ms(Math.max(...f.frames))} | ${f.frames.filter((d) => d > 50).length} | ${f.longTasks.length} (${ms(Math.max(0, ...f.longTasks))}) | ${f.maxRowsInDom} | ${mb(f.heapBefore)} → ${mb(f.heapAfter)} |`,
  );
}
