import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { AppConfig } from "./config/app-config";
import { readOrCreateDemoSecret } from "./config/demo-secret";
import { openDatabase, type DatabaseHandle } from "./db/database";
import { API_BASE_PATH } from "../core/constants/portal-constants";
import { createApp } from "./http/create-app";
import { fixedSecurityHeaders } from "./http/middleware/security-headers";
import { withFixedHeaders } from "./http/node-listener";
import { seedDemoData } from "./seed/demo-seed";
import { seedReferenceData } from "./seed/reference-seed";
import { createAccessTokenIssuer } from "./auth/services/session/access-token";
import { openFileStore } from "./files/services/open-file-store";
import { startPollLoop } from "./services/background/poll-loop";
import { complianceRemindersJob, sendDueReminders } from "./store-operations/services/compliance-reminders";
import { startDeliveryLoop } from "./services/delivery/delivery-loop";
import { processResetRequests } from "./auth/services/password-reset/reset-requests";
import { taskRemindersJob } from "./tasks/services/task-reminder-loop";
import { startPeriodicJob, type PeriodicJob } from "./services/jobs/periodic-job";
import { retentionJob } from "./services/retention/retention-job";
import { withRequestId } from "./http/request-id";
import { createLogger, type Logger } from "./services/logging/logger";
import { createMetrics } from "./services/metrics/metrics";
import { createReadiness } from "./services/health/readiness";
import { startMetricsServer } from "./http/metrics-server";

/** Longer than the 60 s idle timeout of common proxies and load balancers (see where it is set). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** How long `close` lets requests in flight finish before it cuts their connections. */
const CLOSE_GRACE_MS = 30_000;

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly database: DatabaseHandle;
  /** Resolves the queued forgot-password requests now and waits for it (tests read the outbox after). */
  readonly runResetRequests: () => Promise<void>;
  /** Each periodic job looks at its current slot now (and runs it unless already claimed). */
  readonly runPeriodicJobs: () => Promise<void>;
  readonly logger: Logger;
  /** The private metrics listener's port (METRICS_PORT), when there is one. */
  readonly metricsPort: number | undefined;
  readonly close: () => Promise<void>;
  /**
   * The graceful stop (SIGTERM): /readyz turns 503, the socket stops taking connections, requests in
   * flight get up to `graceMs` to finish, then background work stops (waiting for a run in progress,
   * so no outbox lease or job slot is left claimed), and the database closes. False when the grace
   * ran out and the remaining connections were cut.
   */
  readonly drain: (graceMs: number) => Promise<boolean>;
}

/**
 * Start-up in one place, shared by main.ts and the integration tests: open the database, migrate,
 * seed (reference data always, demo data in demo mode), then serve the app over a real socket.
 */
export async function bootServer(
  config: AppConfig,
  options: {
    readonly webRoot: string;
    readonly now?: () => Date;
    readonly logError?: (message: string, error: unknown) => void;
    /** Forgot-password requests are resolved only by `runResetRequests` (a test looks in between). */
    readonly pauseResetRequests?: boolean;
    /**
     * The periodic jobs (reminders, retention) look at their slot only when a test asks
     * (`runPeriodicJobs`): with a test clock they would otherwise write rows at any moment after boot,
     * in the middle of what a test measures.
     */
    readonly pausePeriodicJobs?: boolean;
    /** The structured log; default: LOG_LEVEL to standard output as JSON (main.ts may pass a pretty one). */
    readonly logger?: Logger;
  },
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.log.level);
  const secret = config.jwtSecret ?? readOrCreateDemoSecret(config.dataDir);
  const avatarsDir = join(config.dataDir, "avatars");
  mkdirSync(avatarsDir, { recursive: true });
  const database = await openDatabase({
    ...config,
    onIdleError: (error) => logger.warn({ err: error }, "database: idle connection lost"),
  });
  const fileStore = openFileStore(config);
  try {
    await database.migrate();
    await database.exclusive(async () => {
      await seedReferenceData(database.db);
      if (config.mode === "demo") await seedDemoData(database.db, avatarsDir, fileStore);
    });
  } catch (error) {
    await fileStore.close();
    await database.close();
    throw error;
  }
  const now = options.now ?? (() => new Date());
  // Errors with their stack go to the server's log only; clients get a message key.
  const logError =
    options.logError ?? ((message: string, error: unknown) => logger.error({ err: error }, message));
  const metrics = createMetrics({ db: database.db, poolStats: database.poolStats });
  const readiness = createReadiness({ db: database.db, fileStore, objectStore: config.s3 !== null });
  // Forgot-password requests are resolved in the background, in every mode: the request only queues
  // them (same work for known and unknown accounts), this makes the link and the outbox message.
  const resetRequests = startPollLoop(
    () => processResetRequests({ db: database.db, publicUrl: config.publicUrl, now: now() }),
    {
      intervalMs: config.outboxPollMs,
      onError: (error) => logError("forgot-password requests", error),
      paused: options.pauseResetRequests === true,
    },
  );
  // Licence and maintenance reminders (30 and 7 days before), by the server's clock: the day's
  // reminders are sent before the server listens (each is claimed once, so every instance may), then
  // the hourly job below looks again.
  await sendDueReminders(database.db, { now: now(), publicUrl: config.publicUrl });
  const app = createApp({
    config,
    db: database.db,
    fileStore,
    tokens: createAccessTokenIssuer(secret, config.accessTokenTtlSeconds),
    signingSecret: secret,
    webRoot: options.webRoot,
    now,
    wakeResetRequests: resetRequests.wake,
    logError,
    logger,
    metrics,
    readiness,
  });
  const listener = withFixedHeaders(getRequestListener(app.fetch), [
    { prefix: "/", headers: await fixedSecurityHeaders(config) },
    // API answers carry tokens and personal data: never stored by browsers or proxies. A route that
    // sets its own rule keeps it (signed downloads: private, 15 minutes).
    { prefix: `${API_BASE_PATH}/`, headers: { "Cache-Control": "no-store" } },
  ]);
  const server = createServer(withRequestId(listener, config.trustProxy !== null));
  // Node closes an idle keep-alive connection after 5 s. A client that sends its next request on it
  // at that moment gets a reset (seen in CI: the browser tests' API client, idle for 5 s between two
  // calls). Proxies and load balancers keep idle connections for 60 s, so the server waits longer than
  // they do: the client, not the server, then closes an idle connection. The header timeout must stay
  // above it (Node's rule). A drain closes idle connections at once (`drain` below).
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  await new Promise<void>((listening) => server.listen(config.port, config.host, listening));
  // E-mail and SMS leave through the outbox: with SMTP_URL / SMS_GATEWAY_URL a dispatcher sends them.
  const delivery = startDeliveryLoop({ config, db: database.db, now, logError });
  // Periodic work, each job once per period across all instances (server/services/jobs/periodic-job.ts).
  const periodicJobs: readonly PeriodicJob[] = [
    complianceRemindersJob({ db: database.db, publicUrl: config.publicUrl }),
    taskRemindersJob({ db: database.db, publicUrl: config.publicUrl }),
    retentionJob({
      db: database.db,
      fileStore,
      settings: config.retention,
      onDone: (counts) => logger.info({ job: "retention", deleted: counts }, "retention run"),
    }),
  ];
  const jobs = periodicJobs.map((job) =>
    startPeriodicJob({
      db: database.db,
      job,
      now,
      onOutcome: metrics.jobRan,
      logError,
      paused: options.pausePeriodicJobs === true,
    }),
  );
  const metricsServer =
    config.metrics.port === undefined
      ? undefined
      : await startMetricsServer(metrics, config.metrics.host, config.metrics.port);
  const port = (server.address() as AddressInfo).port;
  const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  // Once only: a drain (SIGTERM) followed by a close (a second signal, or a test's clean-up) must not
  // close the pool twice (node-postgres throws on a second end).
  let backgroundStopped: Promise<void> | undefined;
  const stopBackground = () => (backgroundStopped ??= stopBackgroundNow());
  const stopBackgroundNow = async () => {
    await resetRequests.stop();
    for (const job of jobs) await job.stop();
    await delivery?.stop();
    await metricsServer?.close();
    await fileStore.close();
    await database.close();
  };
  return {
    url: `http://${host}:${port}`,
    port,
    database,
    runResetRequests: resetRequests.runNow,
    runPeriodicJobs: async () => {
      for (const job of jobs) await job.runNow();
    },
    logger,
    metricsPort: metricsServer?.port,
    // A close is a drain with a fixed grace: idle keep-alive connections are closed at once (they
    // would otherwise hold the socket open for KEEP_ALIVE_TIMEOUT_MS), requests in flight finish.
    close: async () => {
      await drain(CLOSE_GRACE_MS);
    },
    drain,
  };
  async function drain(graceMs: number): Promise<boolean> {
    readiness.markStopping();
    const closed = new Promise<true>((done) => server.close(() => done(true)));
    // Keep-alive connections with nothing in flight are closed as soon as they go idle, so a
    // client's next request opens a new connection (refused here: the load balancer picks another).
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<false>((done) => {
      timer = setTimeout(() => done(false), graceMs);
    });
    const inTime = await Promise.race([closed, graceOver]);
    clearInterval(sweep);
    clearTimeout(timer);
    if (!inTime) server.closeAllConnections();
    await stopBackground();
    return inTime;
  }
}
