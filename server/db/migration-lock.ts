import type { Pool } from "pg";

/**
 * The advisory lock every instance takes around its migrations. Advisory locks are scoped to one
 * database, so test databases on the same server never wait on each other. The number is arbitrary;
 * it only has to be the same in every instance and unused by anything else in the database.
 */
export const MIGRATION_LOCK_ID = 4_823_117_001;

/**
 * Runs `work` while holding the migration lock. Instances started together otherwise race in the
 * migrator: both see an empty migrations table, both run the first migration, and the loser fails on
 * "already exists". Under the lock the second waits, then finds every migration applied and does
 * nothing. The lock is a session lock on one connection of its own, released on every path (and by
 * PostgreSQL itself if the process dies holding it).
 */
export async function withMigrationLock<T>(pool: Pool, work: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  try {
    await holder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      return await work();
    } finally {
      await holder.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } finally {
    holder.release();
  }
}
