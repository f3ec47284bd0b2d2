import { sql, type SQL } from "drizzle-orm";
import type { RetentionSettings } from "../../config/app-config";
import type { Database } from "../../db/database";
import type { FileStore } from "../../files/services/file-store";
import { removeExpiredPendingFiles } from "../../files/services/file-upload";
import type { PeriodicJob } from "../jobs/periodic-job";

/** Rows each delete statement removes at most, so no statement holds locks on a big table for long. */
const BATCH = 1000;
// A run stops after this many batches of one kind; the next slot goes on where it stopped.
const MAX_BATCHES = 100;
// job_runs rows are only the claims' history: a month is plenty to look back on.
const JOB_RUNS_KEPT_MS = 30 * 86_400_000;

/** How many rows of each kind one retention run deleted. */
export interface RetentionCounts {
  readonly sessions: number;
  readonly idempotencyKeys: number;
  readonly pendingUploads: number;
  readonly outbox: number;
  readonly jobRuns: number;
}

async function deleteInBatches(db: Database, statement: SQL): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const result = (await db.execute(statement)) as unknown as { rows: unknown[] };
    total += result.rows.length;
    if (result.rows.length < BATCH) break;
  }
  return total;
}

/**
 * Deletes what nothing needs any more (periods: RETENTION_*; docs/decisions.md, "Retention"):
 * sessions that ended (expired or revoked) longer ago than `sessionsSeconds`, with their spent
 * refresh tokens and acting-as sessions (foreign keys cascade); idempotency keys older than their
 * period (they count as free after 24 hours); unattached uploads and their bodies; sent and failed
 * outbox rows only when RETENTION_OUTBOX is set (the communication log reads the outbox, so it is
 * also how far back that log reaches); finished job claims older than a month. Pending outbox rows
 * are never deleted.
 */
export async function applyRetention(
  db: Database,
  fileStore: FileStore,
  settings: RetentionSettings,
  now: Date,
): Promise<RetentionCounts> {
  const before = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
  const sessionsBefore = before(settings.sessionsSeconds);
  const sessions = await deleteInBatches(
    db,
    sql`delete from sessions where id in (
          select id from sessions
          where expires_at < ${sessionsBefore} or revoked_at < ${sessionsBefore}
          limit ${BATCH}) returning 1`,
  );
  const idempotencyKeys = await deleteInBatches(
    db,
    sql`delete from idempotency_keys where (user_id, key) in (
          select user_id, key from idempotency_keys where c_stamp < ${before(settings.idempotencyKeysSeconds)}
          limit ${BATCH}) returning 1`,
  );
  let pendingUploads = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const removed = await removeExpiredPendingFiles(
      db,
      fileStore,
      now,
      settings.pendingUploadsSeconds * 1000,
    );
    pendingUploads += removed;
    if (removed === 0) break;
  }
  const outbox =
    settings.outboxSeconds === null
      ? 0
      : await deleteInBatches(
          db,
          sql`delete from outbox where id in (
                select id from outbox
                where status in ('sent', 'failed') and created_at < ${before(settings.outboxSeconds)}
                limit ${BATCH}) returning 1`,
        );
  const jobRuns = await deleteInBatches(
    db,
    sql`delete from job_runs where (job, slot) in (
          select job, slot from job_runs
          where finished_at is not null and claimed_at < ${new Date(now.getTime() - JOB_RUNS_KEPT_MS).toISOString()}
          limit ${BATCH}) returning 1`,
  );
  return { sessions, idempotencyKeys, pendingUploads, outbox, jobRuns };
}

/** The retention job: once per RETENTION_INTERVAL across all instances (periodic-job.ts). */
export function retentionJob(options: {
  readonly db: Database;
  readonly fileStore: FileStore;
  readonly settings: RetentionSettings;
  readonly onDone: (counts: RetentionCounts) => void;
}): PeriodicJob {
  return {
    name: "retention",
    periodMs: options.settings.intervalSeconds * 1000,
    run: async ({ now }) =>
      options.onDone(await applyRetention(options.db, options.fileStore, options.settings, now)),
  };
}
