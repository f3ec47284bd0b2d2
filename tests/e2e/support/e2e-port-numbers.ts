/**
 * The browser tests run in several Playwright workers, each against its own app server with its own
 * freshly seeded demo data (and its own corporate identity provider), so no test sees another
 * worker's changes. Everything derives from one base port (E2E_PORT, default 8181): worker i's
 * app server listens on base + 10·i, its identity provider on that + 1000; the one commerce server
 * (only commerce.spec.ts uses it, and a file runs in one worker) on base + 2.
 */
export const PORT_STRIDE = 10;

/**
 * The workers' count: E2E_WORKERS, else 2. On the 2-core machines the suite is budgeted on, two
 * workers took 12.8 min where one took 17.4 once each test stopped recording a screencast for its
 * trace (docs/decisions.md, "The test run"); more pay off only with more cores.
 */
export const DEFAULT_E2E_WORKERS = 2;

export function e2eWorkers(env: NodeJS.ProcessEnv = process.env): number {
  const asked = Number(env["E2E_WORKERS"] ?? "");
  return Number.isInteger(asked) && asked > 0 ? asked : DEFAULT_E2E_WORKERS;
}

/**
 * The base port. playwright.config.ts moves E2E_PORT to the worker's own port inside each worker and
 * keeps the base in E2E_BASE_PORT, so this reads that first.
 */
export const e2eBasePort = (env: NodeJS.ProcessEnv = process.env): number =>
  Number(env["E2E_BASE_PORT"] ?? env["E2E_PORT"] ?? 8181);

/** Worker i's app server. */
export const workerPort = (base: number, index: number): number => base + PORT_STRIDE * index;

/** Every worker's app server port, worker 0 first. */
export const workerPorts = (env: NodeJS.ProcessEnv = process.env): number[] =>
  Array.from({ length: e2eWorkers(env) }, (_, index) => workerPort(e2eBasePort(env), index));

/** Where the servers' supervisor (e2e-servers.ts) answers once every server answers. */
export const statusPort = (base: number): number => base + 9;
