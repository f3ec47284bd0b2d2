import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { bootServer, type RunningServer } from "../../../server/boot";
import { loadConfig } from "../../../server/config/load-config";
import type { AppConfig } from "../../../server/config/app-config";
import type { DatabaseTarget } from "./database-targets";
import { createLogger } from "../../../server/services/logging/logger";
import { testTempDir } from "../../support/test-temp-dir";

/** A clock the tests can move forward, to expire tokens and sessions without waiting. */
export class TestClock {
  offsetMs = 0;
  readonly now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface TestServer {
  readonly target: DatabaseTarget["name"];
  readonly url: string;
  readonly api: string;
  readonly config: AppConfig;
  readonly clock: TestClock;
  readonly server: RunningServer;
  readonly serverErrors: unknown[];
  /** The structured log lines this server wrote (JSON, one a line), oldest first. */
  readonly logLines: string[];
  /** Stops the server; with `keepData` the data dir and database stay for a restart. */
  readonly stop: (options?: { readonly keepData?: boolean }) => Promise<void>;
  /**
   * Stops and starts again over the same data; `whileStopped` runs in between (a command that opens
   * the database itself, which the embedded database allows one process at a time).
   */
  readonly restart: (whileStopped?: () => Promise<void>) => Promise<TestServer>;
}

const JWT_SECRET = "test-secret-that-is-long-enough-for-hs256-0123456789";

/**
 * The real server (bootServer: migrate, seed, createApp, @hono/node-server) on an ephemeral port
 * over a real socket, with a fresh data dir (and a fresh PostgreSQL database for that target).
 */
export async function startTestServer(
  target: DatabaseTarget,
  options: {
    readonly env?: Readonly<Record<string, string>>;
    readonly reuse?: ReuseState;
    /** Forgot-password requests wait for `server.runResetRequests()` (to look at a request's own work). */
    readonly pauseResetRequests?: boolean;
    /**
     * The periodic jobs (reminders, retention) run by themselves, as in production. Off by default:
     * with the test clock they would write rows at any moment after boot, in the middle of what a test
     * counts; a test that wants them calls `server.server.runPeriodicJobs()` or passes this.
     */
    readonly automaticPeriodicJobs?: boolean;
    /**
     * Another instance's database (a second server over the same data, with its own DATA_DIR): used
     * as it is and never dropped by this server; whoever created it drops it.
     */
    readonly sharedDatabase?: { readonly databaseUrl: string };
  } = {},
): Promise<TestServer> {
  const dataDir = options.reuse?.dataDir ?? mkdtempSync(join(testTempDir(), "portal-test-"));
  const database =
    options.reuse?.database ??
    (options.sharedDatabase === undefined
      ? await target.create({ dataDir, seeded: startsFromSeededTemplate(options.env ?? {}) })
      : { databaseUrl: options.sharedDatabase.databaseUrl, drop: async () => {} });
  const loaded = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    NODE_ENV: "test",
    JWT_SECRET,
    ...(database.databaseUrl === undefined ? {} : { DATABASE_URL: database.databaseUrl }),
    ...options.env,
  });
  if (!loaded.ok) throw new Error(loaded.errors.join("; "));
  const clock = options.reuse?.clock ?? new TestClock();
  const serverErrors: unknown[] = [];
  const logLines: string[] = [];
  const server = await bootServer(loaded.config, {
    webRoot: "dist/web",
    now: clock.now,
    logError: (_message, error) => serverErrors.push(error),
    pauseResetRequests: options.pauseResetRequests === true,
    pausePeriodicJobs: options.automaticPeriodicJobs !== true,
    logger: createLogger(loaded.config.log.level, { write: (line: string) => void logLines.push(line) }),
  });
  const self: TestServer = {
    target: target.name,
    url: server.url,
    api: `${server.url}/echo/rest/api`,
    config: loaded.config,
    clock,
    server,
    serverErrors,
    logLines,
    stop: async (stopOptions = {}) => {
      await server.close();
      if (stopOptions.keepData === true) return;
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    restart: async (whileStopped) => {
      await self.stop({ keepData: true });
      await whileStopped?.();
      return startTestServer(target, { ...options, reuse: { dataDir, database, clock } });
    },
  };
  return self;
}

/**
 * A demo-mode server whose files are the data directory's own starts from the run's seeded
 * template (seeded-templates.ts). A production-mode one has no demo data; one with its files
 * elsewhere (FILES_DIR, an S3 bucket) seeds them itself at boot, into that store.
 */
function startsFromSeededTemplate(env: Readonly<Record<string, string>>): boolean {
  return env["NODE_ENV"] !== "production" && env["FILES_DIR"] === undefined && env["S3_BUCKET"] === undefined;
}

interface ReuseState {
  readonly dataDir: string;
  readonly database: { readonly databaseUrl: string | undefined; readonly drop: () => Promise<void> };
  readonly clock: TestClock;
}
