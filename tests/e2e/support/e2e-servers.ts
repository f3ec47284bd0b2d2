/**
 * Starts every server the browser tests need, all at once, and answers 200 on the status port
 * (base + 9) when they all answer: playwright.config.ts starts this one process as its web server
 * and Playwright ends it (and with it, its whole process group) when the run is over.
 *
 * - the browser app, built once (a production build, what users get; `npm test` builds it before the
 *   server tests and says so with E2E_BUILT=1);
 * - per worker (e2e-port-numbers.ts): a corporate identity provider, then an app server on its own port
 *   with its own, emptied data directory, so every worker starts from freshly seeded demo data; its
 *   database is a fresh PostgreSQL database where one answers (TEST_DATABASE_URL or 127.0.0.1:5432,
 *   as for the server tests), else PGlite in the data directory. PostgreSQL does the same work on
 *   a fraction of the CPU of the WebAssembly PGlite inside the server's process, and the browser tests
 *   share two cores with Chromium (E2E_DATABASE=pglite keeps PGlite; the server tests cover both);
 * - one app server with COMMERCE_SCREENS=on for commerce.spec.ts.
 *
 * E2E_APP_DIR builds and serves the app from another checkout (e.g. `git archive HEAD` unpacked with
 * a node_modules link) while the tests come from this tree. By hand (E2E_REUSE=1 in another shell):
 * `npx tsx tests/e2e/support/e2e-servers.ts`.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, openSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { connect } from "node:net";
import { resolve } from "node:path";
import { availableDatabases } from "../../server/support/database-targets";
import { commercePort } from "./commerce-server";
import { e2eBasePort, statusPort, workerPorts } from "./e2e-port-numbers";
import { openIdSettings } from "./openid-settings";
import { serverLogsDir } from "./server-logs";

const base = e2eBasePort();
const appDir = resolve(process.env["E2E_APP_DIR"] ?? ".");
const children: ChildProcess[] = [];
/** Set once the run is over: the servers ending then is what was asked. */
let stopping = false;

/**
 * Starts a child; with `logFile`, its output goes there (the app servers' JSON logs, which
 * tests/e2e/server-logs.teardown.ts reads for secrets once every test is over) instead of the terminal.
 */
function start(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd = ".",
  logFile?: string,
): void {
  const output = logFile === undefined ? "inherit" : openSync(logFile, "w");
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", output, output],
  });
  // A server that stops before the run is over fails the run, with its name.
  child.once("exit", (code, signal) => {
    if (stopping) return;
    const where = logFile === undefined ? "" : `; its log: ${logFile}`;
    console.error(`e2e-servers: ${name} ended (${signal ?? `exit ${code}`}${where}).`);
    process.exit(1);
  });
  children.push(child);
}

const listening = (port: number): Promise<boolean> =>
  new Promise((done) => {
    const socket = connect(port, "localhost");
    socket.once("connect", () => {
      socket.end();
      done(true);
    });
    socket.once("error", () => done(false));
  });

const startedAt = Date.now();
const elapsed = () => `${Math.round((Date.now() - startedAt) / 1000)} s`;

async function until(what: string, ready: () => Promise<boolean>, seconds = 840): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`e2e-servers: ${what} did not start in ${seconds} s`);
    await new Promise((done) => setTimeout(done, 250));
  }
  console.error(`e2e-servers: ${what} answers (${elapsed()}).`);
}

const answers = (url: string) => async () => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

/**
 * Stops every server with the whole process group. Playwright ends its web server by killing that
 * group, which holds the servers too; but a SIGTERM sent to this process alone (`pkill`, a script)
 * reached only the npx in front of each server, and the tsx and node below it kept the ports, so the
 * next run failed with EADDRINUSE. The group is this web server's own under Playwright (it starts it
 * detached) and the terminal's job when started by hand.
 */
/** Each app server's PostgreSQL database, dropped when the servers stop. */
const databaseDrops: Array<() => Promise<void>> = [];

function stopAll(): void {
  for (const child of children) child.kill("SIGTERM");
  try {
    process.kill(0, "SIGTERM");
  } catch {
    // Nothing left to stop.
  }
}

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    stopping = true;
    for (const child of children) child.kill("SIGTERM");
    // The databases go before the process group does (dropping forces the servers' connections shut).
    void Promise.allSettled(databaseDrops.map((drop) => drop())).finally(() => {
      stopAll();
      process.exit(0);
    });
  });
}
// A server that ended by itself exits this process (its "exit" handler above): stop the rest too.
process.once("exit", stopAll);

// NODE_ENV=production for the build only, so the tests drive what users get whatever the shell
// exports (the servers run in demo mode, which production mode would refuse without JWT_SECRET).
// E2E_BUILT=1: `npm test` (scripts/test-all.ts) has just built this tree for the server tests.
if (process.env["E2E_BUILT"] !== "1" || process.env["E2E_APP_DIR"] !== undefined) {
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], {
    cwd: appDir,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) process.exit(1);
}

const ports = workerPorts();
// The identity providers first: each writes the certificate its app server is told to trust.
for (const port of ports) {
  const oidc = openIdSettings({ ...process.env, E2E_PORT: String(port) });
  rmSync(oidc.certificateFile, { force: true });
  start(`identity provider ${oidc.port}`, "npx", ["tsx", "tests/e2e/support/https-openid-provider.ts"], {
    E2E_PORT: String(port),
    E2E_OIDC_PORT: String(oidc.port),
  });
}
for (const port of ports) {
  const oidc = openIdSettings({ ...process.env, E2E_PORT: String(port) });
  await until(
    `identity provider ${oidc.port}`,
    async () => existsSync(oidc.certificateFile) && listening(oidc.port),
  );
}

// Every app server's log of this run, read by tests/e2e/server-logs.teardown.ts.
rmSync(serverLogsDir, { recursive: true, force: true });
mkdirSync(serverLogsDir, { recursive: true });

const postgres =
  process.env["E2E_DATABASE"] === "pglite"
    ? undefined
    : (await availableDatabases()).find((database) => database.name === "postgres");
console.error(
  `e2e-servers: the app servers' databases are ${postgres === undefined ? "PGlite" : "PostgreSQL"}.`,
);

// server/main.ts keeps what DATA_DIR holds, so each directory is emptied first.
const appServer = async (port: number, env: NodeJS.ProcessEnv) => {
  const dataDir = resolve(`test-results/e2e-data-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  // Named by port: a run that was killed before dropping its databases has them replaced by the next.
  const database =
    postgres === undefined ? undefined : await postgres.create({ dataDir, name: `portal_e2e_${port}` });
  if (database !== undefined) databaseDrops.push(database.drop);
  start(
    `app server ${port}`,
    "npx",
    ["tsx", "server/main.ts"],
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_FORMAT: "json",
      LOG_LEVEL: "info",
      ...(database?.databaseUrl === undefined ? {} : { DATABASE_URL: database.databaseUrl }),
      ...env,
    },
    appDir,
    resolve(serverLogsDir, `app-${port}.log`),
  );
};
for (const port of ports) {
  const oidc = openIdSettings({ ...process.env, E2E_PORT: String(port) });
  await appServer(port, {
    MICROSOFT_ISSUER: oidc.issuer,
    MICROSOFT_CLIENT_ID: oidc.clientId,
    // The server reads the provider's discovery document and keys over HTTPS (node's fetch).
    NODE_EXTRA_CA_CERTS: oidc.certificateFile,
    // Every browser test registers from 127.0.0.1; more than a shop's hourly ten in one run.
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100",
  });
}
const commerce = commercePort();
await appServer(commerce, { COMMERCE_SCREENS: "on" });

for (const port of [...ports, commerce])
  await until(`app server ${port}`, answers(`http://localhost:${port}/portal/`));

createServer((_request, response) => response.end("ready")).listen(statusPort(base), "localhost");
console.error(`e2e-servers: ${ports.length} app servers (${ports.join(", ")}) and commerce on ${commerce}.`);
