import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { ROUTER_BASE } from "../core/constants/portal-constants";
import { isPrecompressed, precompressDir } from "../scripts/build/precompress";
import { bootServer } from "./boot";
import { loadConfig } from "./config/load-config";
import { isLoopbackAddress } from "./http/middleware/loopback-only";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./seed/demo-data";
import { mainLogger } from "./services/logging/main-logger";

/** `npm start`: configuration, browser build if missing, migrations, seeds, then serve. */
const loaded = loadConfig(process.env);
if (!loaded.ok) {
  console.error("The server cannot start; fix these environment variables:");
  for (const error of loaded.errors) console.error(`  ${error}`);
  process.exit(1);
}
const config = loaded.config;

const webRoot = "dist/web";
const startedAt = performance.now();
const seconds = () => `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;
if (!existsSync(`${webRoot}/index.html`)) {
  console.log("First start: building the browser app into dist/web (once; about a minute on 2 cores)…");
  // A production build whatever NODE_ENV the shell has: with NODE_ENV=development or test, Vite
  // would bundle React's development build (several times slower, with jsxDEV on every element).
  execFileSync("npx", ["vite", "build", "--logLevel", "warn"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", PORTAL_BUILD_PROGRESS: "1", PORTAL_COMPRESS_LATER: "1" },
  });
  console.log(`  built in ${seconds()}`);
}

const logger = await mainLogger(
  config.log.level,
  config.log.format ?? (process.stdout.isTTY ? "pretty" : "json"),
);
logger.info("preparing the database (migrations, reference data and demo seed)");
const server = await bootServer(config, { webRoot, logger });
logger.info(
  { url: `${server.url}${ROUTER_BASE}`, driver: server.database.driver, mode: config.mode },
  `Franchise portal at ${server.url}${ROUTER_BASE} (${server.database.driver}, ${config.mode} mode, listening on ${config.host}:${server.port}; ready in ${seconds()})`,
);
if (config.mode === "demo" && !isLoopbackAddress(config.host))
  console.warn(
    `Warning: demo mode is open to the network on ${config.host}: anyone who reaches it can sign in with the demo accounts' known password. The outbox still answers only this machine.`,
  );
// The demo accounts' table with their published password is for a person at a terminal; output that
// goes to a file or a log system gets only where to read them (logs never hold a password, issue #42).
if (config.mode === "demo" && !process.stdout.isTTY)
  console.log("Demo accounts: README.md, section «Demo accounts».");
if (config.mode === "demo" && process.stdout.isTTY) {
  console.log(`Demo accounts (password ${DEMO_PASSWORD}, country code 30):`);
  console.table(
    DEMO_ACCOUNTS.map((a) => ({
      mobile: a.mobile,
      role: a.role,
      name: `${a.fName} ${a.lName}`,
      note: a.hasPassword ? a.note : `${a.note}`,
    })),
  );
  console.log(`Sent e-mails and SMS (from this machine only): ${server.url}${ROUTER_BASE}dev/outbox`);
}

// After a first start (or one stopped half-way through this): the .br/.gz copies are made while
// the server already answers; until each is written its file goes out uncompressed.
if (!isPrecompressed(webRoot)) {
  const compressing = performance.now();
  precompressDir(webRoot).then(
    (count) =>
      logger.info(
        `compressed ${count} files of the browser app in ${((performance.now() - compressing) / 1000).toFixed(1)} s`,
      ),
    (error: unknown) => logger.warn({ err: error }, "could not compress the browser app's files"),
  );
}

// The graceful stop: the first SIGTERM (or Ctrl-C) drains within SHUTDOWN_GRACE and exits 0; a
// second signal, or the grace running out, ends the process at once (exit 1).
let stopping = false;
const stop = (signal: string) => {
  if (stopping) {
    logger.warn({ signal }, "second signal: exiting now");
    logger.flush();
    process.exit(1);
  }
  stopping = true;
  logger.info({ signal, graceMs: config.shutdownGraceMs }, "stopping: finishing requests in flight");
  server.drain(config.shutdownGraceMs).then(
    (inTime) => {
      if (inTime) logger.info("stopped");
      else logger.warn("grace over: connections cut");
      logger.flush();
      process.exit(inTime ? 0 : 1);
    },
    (error: unknown) => {
      logger.error({ err: error }, "stop failed");
      logger.flush();
      process.exit(1);
    },
  );
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
