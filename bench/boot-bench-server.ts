import { bootServer, type RunningServer } from "../server/boot";
import { loadConfig } from "../server/config/load-config";

/** The access-token secret of the benchmarks' server (bench:server's hand-written floor verifies with it). */
export const BENCH_JWT_SECRET = "bench-secret-that-is-long-enough-for-hs256-0123456789";

/**
 * The real server as the benchmarks run it: demo mode (demo accounts and data), a free port on
 * loopback, the built app from dist/web, errors not logged (a benchmark's output is its table).
 * PGlite in `dataDir`, or PostgreSQL when `databaseUrl` is given.
 */
export async function bootBenchServer(options: {
  readonly dataDir: string;
  readonly databaseUrl?: string | undefined;
}): Promise<RunningServer> {
  const loaded = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir,
    NODE_ENV: "development",
    // A line per request would measure the log, not the server.
    LOG_LEVEL: "warn",
    JWT_SECRET: BENCH_JWT_SECRET,
    ...(options.databaseUrl === undefined ? {} : { DATABASE_URL: options.databaseUrl }),
    // The pool size is the one setting a benchmark run may vary (bench:server measures it).
    ...(process.env["DATABASE_POOL_SIZE"] === undefined
      ? {}
      : { DATABASE_POOL_SIZE: process.env["DATABASE_POOL_SIZE"] }),
  });
  if (!loaded.ok) throw new Error(loaded.errors.join("; "));
  return bootServer(loaded.config, { webRoot: "dist/web", logError: () => {} });
}
