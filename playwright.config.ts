import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./scripts/chromium";
import { e2eBasePort, e2eWorkers, statusPort, workerPort } from "./tests/e2e/support/e2e-port-numbers";

// Browser tests drive Debian's Chromium (Playwright cannot download its own here) against our real
// server, in several workers, each with its own server and freshly seeded data (e2e-port-numbers.ts;
// tests/e2e/support/e2e-servers.ts starts them all). Inside a worker (Playwright sets
// TEST_PARALLEL_INDEX before it reads this file), E2E_PORT becomes that worker's own app port, so
// baseURL, the saved sign-ins (accounts.ts) and the identity provider (openid-settings.ts) follow;
// the base stays in E2E_BASE_PORT. Change the count with E2E_WORKERS, not --workers.
const base = e2eBasePort(process.env);
const workers = e2eWorkers(process.env);
const parallelIndex = process.env["TEST_PARALLEL_INDEX"];
const port = parallelIndex === undefined ? base : workerPort(base, Number(parallelIndex));
process.env["E2E_BASE_PORT"] = String(base);
process.env["E2E_PORT"] = String(port);
// Each worker's identity provider is at its app port + 1000: one fixed E2E_OIDC_PORT would clash.
delete process.env["E2E_OIDC_PORT"];
export const baseURL = `http://localhost:${port}`;
const reuse = process.env["E2E_REUSE"] === "1";

export default defineConfig({
  testDir: "tests/e2e",
  // Files spread over the workers; the tests of one file run in order, in one worker.
  fullyParallel: false,
  workers,
  retries: 0,
  // A long flow (sign-in, several screens, uploads) took just over 60 s on a busy 2-core machine
  // (commerce.spec's franchisee flow, two workers, load 13): the limit is for hangs, not for speed,
  // which the benchmarks measure.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  outputDir: `test-results/e2e-${base}`,
  use: {
    baseURL,
    // A failed test keeps its trace: each step, the console, the page's errors and the network
    // calls, plus error-context.md (the page's accessibility tree where it failed). Not the
    // screencast nor the DOM of every step: recording them for every test (and throwing them away
    // when it passes) cost a third of the run's CPU. With DOM snapshots, issue33-training-menus.spec.ts
    // took 2.8 min and 236 CPU-seconds; without, 2.3 min and 179, the same as no trace at all
    // (docs/decisions.md, "The test run").
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    // The app honours reduced motion (ui/theme/global.css.ts): no spinner or skeleton keeps Chromium
    // repainting while a test waits, and no test depends on an animation's frames.
    reducedMotion: "reduce",
    // Only the test identity provider speaks HTTPS, with its self-signed certificate.
    ignoreHTTPSErrors: true,
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, "--disable-quic"],
    },
  },
  projects: [
    // Signs every demo account in through the login form once and saves its browser storage, so
    // the tests that only need "a signed-in franchisee" start from that (tests/e2e/support/accounts.ts).
    // Its teardown runs once every project that needs it is over: the servers' logs, read for secrets.
    {
      name: "sign-in",
      testMatch: /auth\.setup\.ts$/,
      teardown: "server-logs",
      use: { ...devices["Desktop Chrome"] },
    },
    { name: "server-logs", testMatch: /server-logs\.teardown\.ts$/ },
    {
      name: "chromium",
      dependencies: ["sign-in"],
      testIgnore: /screens\.capture\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // UPDATE_SCREENS=1 adds the project that rewrites docs/screens/*.png; a plain run never touches them.
    ...(process.env["UPDATE_SCREENS"] === "1"
      ? [
          {
            name: "screens",
            dependencies: ["sign-in"],
            testMatch: /screens\.capture\.ts$/,
            use: { ...devices["Desktop Chrome"] },
          },
        ]
      : []),
  ],
  webServer: {
    command: "npx tsx tests/e2e/support/e2e-servers.ts",
    url: `http://localhost:${statusPort(base)}/`,
    // E2E_REUSE=1: use servers already running (e2e-servers.ts started by hand, for working on one test).
    reuseExistingServer: reuse,
    // The build, then every worker's servers seeding their data side by side (minutes on a busy machine).
    timeout: 900_000,
    env: { E2E_BASE_PORT: String(base), E2E_WORKERS: String(workers) },
    // SIGTERM to the servers' process group, so e2e-servers.ts drops its PostgreSQL databases.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
