import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { sql } from "drizzle-orm";
import type { Database, PoolStats } from "../../db/database";

/**
 * The instance's Prometheus metrics (names listed in README.md, "Operations"). One registry per
 * running server, not prom-client's global one: the tests run several servers in one process.
 * Counters that several parts of the server feed are methods here, so nobody imports prom-client.
 */
export interface Metrics {
  readonly registry: Registry;
  readonly requestStarted: () => void;
  /** One answered request: its route pattern, method, status and seconds. */
  readonly requestFinished: (route: string, method: string, status: number, seconds: number) => void;
  readonly jobRan: (job: string, outcome: "done" | "failed" | "skipped") => void;
}

// Sign-in routes: a 401 or 422 from them is a refused sign-in (wrong password, unknown account, bad
// corporate token); 429 is counted as a limiter refusal instead.
const SIGN_IN_ROUTE = /\/auth\/login(?:\/microsoft)?$/u;

export function createMetrics(options: {
  readonly db: Database;
  /** The PostgreSQL pool's counts; undefined on PGlite (one connection, no pool). */
  readonly poolStats: (() => PoolStats) | undefined;
}): Metrics {
  const registry = new Registry();
  // Process CPU, memory, handles, GC and event-loop delay (nodejs_eventloop_lag_*), from prom-client.
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: "portal_http_request_duration_seconds",
    help: "Time to answer a request, by route pattern, method and status",
    labelNames: ["route", "method", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: "portal_http_requests_in_flight",
    help: "Requests being answered now",
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: "portal_sign_in_failures_total",
    help: "Sign-ins refused (401 or 422 from a sign-in route)",
    registers: [registry],
  });
  const limiterRefusals = new Counter({
    name: "portal_rate_limit_refusals_total",
    help: "Requests refused by a rate limit (429), by route pattern",
    labelNames: ["route"] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: "portal_job_runs_total",
    help: "Background job runs on this instance, by job and outcome (skipped: another instance had the slot)",
    labelNames: ["job", "outcome"] as const,
    registers: [registry],
  });
  const poolStats = options.poolStats;
  // Gauges read when scraped (collect); the registry keeps them.
  if (poolStats !== undefined)
    registry.registerMetric(
      new Gauge({
        name: "portal_db_pool_connections",
        help: "PostgreSQL pool connections by state (total, idle, waiting: queries waiting for one)",
        labelNames: ["state"] as const,
        collect() {
          const stats = poolStats();
          this.set({ state: "total" }, stats.total);
          this.set({ state: "idle" }, stats.idle);
          this.set({ state: "waiting" }, stats.waiting);
        },
        registers: [],
      }),
    );
  registry.registerMetric(
    new Gauge({
      name: "portal_outbox_messages",
      help: "E-mails and SMS in the outbox by channel and status (pending is the backlog; the whole group's)",
      labelNames: ["channel", "status"] as const,
      async collect() {
        this.reset();
        const result = (await options.db.execute(
          sql`select channel, status, count(*)::int as n from outbox group by channel, status`,
        )) as unknown as { rows: { channel: string; status: string; n: number }[] };
        for (const row of result.rows) this.set({ channel: row.channel, status: row.status }, row.n);
      },
      registers: [],
    }),
  );

  return {
    registry,
    requestStarted: () => inFlight.inc(),
    requestFinished: (route, method, status, seconds) => {
      inFlight.dec();
      duration.observe({ route, method, status: String(status) }, seconds);
      if ((status === 401 || status === 422) && SIGN_IN_ROUTE.test(route)) signInFailures.inc();
      if (status === 429) limiterRefusals.inc({ route });
    },
    jobRan: (job, outcome) => jobRuns.inc({ job, outcome }),
  };
}
