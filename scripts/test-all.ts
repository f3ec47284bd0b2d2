/**
 * The one test command (`npm test`): type check, lint, unit/property/integration tests (Vitest) and
 * browser tests (Playwright), then the list of every failure (suite, file, test; test-failures.ts)
 * and one closing line with the totals over every suite in the plain form `N passed, N failed` that
 * CI reads. The list is also written to test-results/failures.json beside the suites' JSON reports.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, existsSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { browserFinderOnThisMachine } from "./browser-on-this-machine";
import { ensureBrowser } from "./find-browser";
import {
  failureLines,
  lintFailures,
  playwrightFailures,
  typecheckFailures,
  vitestFailures,
  type Failure,
} from "./test-failures";
import { countPlaywright, countVitest, type Tally } from "./test-tally";

// A browser first: without one the browser tests cannot run, so say how to get one before spending
// twenty minutes on the rest (CHROMIUM_PATH, Playwright's, the system's, or Debian's package installed).
const browser = ensureBrowser(browserFinderOnThisMachine());
if (!browser.ok) {
  console.error(browser.message);
  process.exit(1);
}
console.log(`Browser for the browser tests: ${browser.path} (${browser.source})`);
process.env["CHROMIUM_PATH"] = browser.path;

const resultsDir = "test-results";
mkdirSync(resultsDir, { recursive: true });

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${label}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(path: string): unknown {
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined;
}

/** Runs a command with its output kept back, to be printed whole once it is over. */
function runQuietly(command: string, args: string[]): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.once("error", (error) => resolve({ ok: false, output: String(error) }));
    child.once("close", (code) => resolve({ ok: code === 0, output: Buffer.concat(chunks).toString() }));
  });
}

/** Like run, without blocking this process (the quiet commands' output keeps flowing meanwhile). */
function runAlongside(label: string, command: string, args: string[]): Promise<boolean> {
  console.log(`\n=== ${label}: ${command} ${args.join(" ")}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit" });
    child.once("error", () => resolve(false));
    child.once("close", (code) => resolve(code === 0));
  });
}

const tallies: Array<{ suite: string; tally: Tally }> = [];
const check = (suite: string, ok: boolean) =>
  tallies.push({ suite, tally: { passed: ok ? 1 : 0, failed: ok ? 0 : 1 } });
const failures: Failure[] = [];
const root = process.cwd();
/** A step that failed without naming anything still gets a line, so no failure goes unlisted. */
const named = (suite: string, ok: boolean, found: readonly Failure[], why: string): Failure[] =>
  ok || found.length > 0 ? [...found] : [{ suite, file: "(none)", test: why }];

// Type check and lint start together with Vitest and print their output whole after Vitest's. Vitest
// gets at least two workers: its default (one fewer than the cores) is one on a 2-core machine, where
// the second core would idle once the type check and the lint are done (a minute or two); with two,
// Vitest took 431 s instead of 600 s here. Every server test has its own database and port.
const vitestWorkers = Math.max(2, availableParallelism() - 1);
// The lint is package.json's two tools, oxlint in its one-line-per-finding format so each is named.
const quiet = [
  {
    label: "typecheck",
    suite: "typecheck",
    command: "npx",
    args: ["tsc", "--noEmit", "--pretty", "false", "-p", "tsconfig.json"],
    name: typecheckFailures,
  },
  {
    label: "lint (oxlint)",
    suite: "lint",
    command: "npx",
    args: ["oxlint", "--deny-warnings", "--format=unix"],
    name: lintFailures,
  },
  {
    label: "lint (prettier)",
    suite: "lint",
    command: "npx",
    args: ["prettier", "--check", "--log-level", "warn", "."],
    name: lintFailures,
  },
].map((step) => ({ ...step, result: runQuietly(step.command, step.args) }));

// The browser app, built once for both suites: the server tests serve it from dist/web and the browser
// tests drive it (E2E_BUILT tells tests/e2e/support/e2e-servers.ts not to build it again, a minute or
// more of one core). NODE_ENV=production: what users get, whatever the shell exports.
const built = run("browser app build", "npx", ["vite", "build", "--logLevel", "warn"], {
  NODE_ENV: "production",
});
check("browser app build", built);
if (!built) failures.push({ suite: "build", file: "vite.config.ts", test: "the browser app did not build" });

const vitestJson = `${resultsDir}/vitest.json`;
rmSync(vitestJson, { force: true });
const vitestOk = await runAlongside("unit, property and integration tests", "npx", [
  "vitest",
  "run",
  `--maxWorkers=${vitestWorkers}`,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson}`,
]);
for (const step of quiet) {
  const { ok, output } = await step.result;
  console.log(`\n=== ${step.label} (ran alongside Vitest): ${step.command} ${step.args.join(" ")}`);
  process.stdout.write(output);
  check(step.label, ok);
  failures.push(...named(step.suite, ok, step.name(output), `${step.label} failed (see its output above)`));
}
const vitestReport = readJson(vitestJson);
const vitestTally = countVitest(vitestReport);
failures.push(
  ...named("vitest", vitestOk, vitestFailures(vitestReport, root), "Vitest failed without naming a test"),
);
// A crashed runner that wrote no report still counts as a failure.
tallies.push({
  suite: "vitest",
  tally:
    vitestOk || vitestTally.failed > 0 ? vitestTally : { ...vitestTally, failed: vitestTally.failed + 1 },
});

const playwrightJson = `${resultsDir}/playwright.json`;
rmSync(playwrightJson, { force: true });
const playwrightOk = run("browser tests", "npx", ["playwright", "test", "--reporter=list,json"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  ...(built ? { E2E_BUILT: "1" } : {}),
});
const playwrightReport = readJson(playwrightJson);
const playwrightTally = countPlaywright(playwrightReport);
failures.push(
  ...named(
    "playwright",
    playwrightOk,
    playwrightFailures(playwrightReport, root),
    "Playwright failed without naming a test",
  ),
);
tallies.push({
  suite: "playwright",
  tally:
    playwrightOk || playwrightTally.failed > 0
      ? playwrightTally
      : { ...playwrightTally, failed: playwrightTally.failed + 1 },
});

console.log("\n=== totals");
for (const { suite, tally } of tallies)
  console.log(`${suite}: ${tally.passed} passed, ${tally.failed} failed`);
writeFileSync(`${resultsDir}/failures.json`, `${JSON.stringify(failures, null, 2)}\n`);
for (const line of failureLines(failures)) console.log(line);
const passed = tallies.reduce((sum, t) => sum + t.tally.passed, 0);
const failed = tallies.reduce((sum, t) => sum + t.tally.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
