import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { Pool } from "pg";
import { withMigrationLock } from "./migration-lock";

/** The query interface every route and service uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT>;

/** What a PostgreSQL pool holds now (metrics): connections open, idle, and queries waiting for one. */
export interface PoolStats {
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
}

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: "pglite" | "postgres";
  /** The pool's counts on PostgreSQL; undefined on PGlite (one in-process connection). */
  readonly poolStats: (() => PoolStats) | undefined;
  /**
   * Applies pending migrations of server/db/migrations; safe to run on every start, and on PostgreSQL
   * from several instances at once (one applies them, the others wait and find nothing to do).
   */
  readonly migrate: () => Promise<void>;
  /**
   * Runs start-up work (the seeds) one instance at a time on PostgreSQL, under the same advisory lock
   * as the migrations: two instances starting together must not both insert the demo rows.
   */
  readonly exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  readonly close: () => Promise<void>;
}

export const migrationsFolder = join(import.meta.dirname, "migrations");

// Column names are snake_case in SQL and camelCase in TypeScript; the same setting is in drizzle.config.ts.
const casing = "snake_case";

/**
 * Opens PostgreSQL through a pool when a URL is given, else PGlite persisted in `dataDir/pglite`.
 */
export async function openDatabase(options: {
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  /** The most PostgreSQL connections (DATABASE_POOL_SIZE); 10 when not given. */
  readonly databasePoolSize?: number;
  /** An idle connection the database dropped (logged; the pool opens a new one). */
  readonly onIdleError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl !== undefined) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: options.databasePoolSize ?? 10 });
    // An idle connection that the database drops (restart, failover, admin) must not crash the
    // process: the pool discards it and opens a new one on the next query.
    pool.on("error", (error) => options.onIdleError?.(error));
    const db = drizzlePg({ client: pool, casing });
    return {
      db,
      driver: "postgres",
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      // Several instances may start at once on one database (migration-lock.ts).
      migrate: () => withMigrationLock(pool, () => migratePg(db, { migrationsFolder })),
      exclusive: (work) => withMigrationLock(pool, work),
      close: () => pool.end(),
    };
  }
  const dir = join(options.dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  // pg_trgm: the search columns' trigram indexes (migration 0028), as on PostgreSQL.
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, casing });
  return {
    db,
    driver: "pglite",
    poolStats: undefined,
    migrate: () => migratePglite(db, { migrationsFolder }),
    // PGlite has one process: nothing to wait for.
    exclusive: (work) => work(),
    close: () => client.close(),
  };
}
