import { hostname } from "node:os";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { jobSlotMs } from "../../../core/jobs/job-slot";
import type { Database } from "../../db/database";
import { jobRuns } from "../../db/schema/job-runs";
import { startPollLoop, type PollLoop } from "../background/poll-loop";

/** What a periodic job's run learns: the slot it runs for (its period's start) and the clock. */
export interface JobSlot {
  readonly slot: Date;
  readonly now: Date;
}

export interface PeriodicJob {
  /** The name in job_runs and in the metrics (`portal_job_runs_total{job=…}`). */
  readonly name: string;
  /** The period: the job runs once per period, across all instances. */
  readonly periodMs: number;
  readonly run: (slot: JobSlot) => Promise<unknown>;
}

/** What happened to one look at the job's current slot. */
export type JobOutcome = "done" | "failed" | "skipped";

// An instance that claimed a slot and died without finishing leaves it unfinished; after this long
// (or the period, if shorter) another instance may take the slot over and run it.
const LEASE_MS = 15 * 60 * 1000;
// Instances look for a new slot at least this often, so a slot starts within a minute of its time.
const MAX_LOOK_MS = 60 * 1000;

/** Who claimed a slot: host and process, enough for the operator to tell instances apart. */
export const INSTANCE_ID = `${hostname()}:${process.pid}`;

/** The start of the period `now` falls in (core/jobs/job-slot.ts). */
export function slotOf(now: Date, periodMs: number): Date {
  return new Date(jobSlotMs(now.getTime(), periodMs));
}

/**
 * Runs the job for the slot `now` falls in, if no instance has claimed that slot yet: the claim is a
 * row in job_runs whose primary key (job, slot) lets only one INSERT in, on PostgreSQL across any
 * number of instances (a unique key, not only a lock). A failed run gives its claim back, so the next
 * look retries; a claim unfinished after its lease is taken over by an UPDATE that only one instance
 * can win.
 */
export async function runOncePerSlot(
  db: Database,
  job: PeriodicJob,
  now: Date,
  instance: string = INSTANCE_ID,
): Promise<JobOutcome> {
  const slot = slotOf(now, job.periodMs);
  const claimed = await db
    .insert(jobRuns)
    .values({ job: job.name, slot, instance, claimedAt: now })
    .onConflictDoNothing()
    .returning({ job: jobRuns.job });
  if (claimed.length === 0 && !(await takeOverStale(db, job, slot, now, instance))) return "skipped";
  try {
    await job.run({ slot, now });
  } catch (error) {
    await db.delete(jobRuns).where(and(eq(jobRuns.job, job.name), eq(jobRuns.slot, slot)));
    throw error;
  }
  await db
    .update(jobRuns)
    .set({ finishedAt: sql`now()` })
    .where(and(eq(jobRuns.job, job.name), eq(jobRuns.slot, slot)));
  return "done";
}

async function takeOverStale(
  db: Database,
  job: PeriodicJob,
  slot: Date,
  now: Date,
  instance: string,
): Promise<boolean> {
  const lease = Math.min(LEASE_MS, job.periodMs);
  const taken = await db
    .update(jobRuns)
    .set({ instance, claimedAt: now })
    .where(
      and(
        eq(jobRuns.job, job.name),
        eq(jobRuns.slot, slot),
        isNull(jobRuns.finishedAt),
        lt(jobRuns.claimedAt, new Date(now.getTime() - lease)),
      ),
    )
    .returning({ job: jobRuns.job });
  return taken.length > 0;
}

/**
 * Looks at the job's current slot now and then (every period, at most a minute apart) on this
 * instance; whichever instance claims a slot first runs it. Stopping waits for a run in progress, so
 * a graceful stop leaves no claim unfinished.
 */
export function startPeriodicJob(options: {
  readonly db: Database;
  readonly job: PeriodicJob;
  readonly now: () => Date;
  readonly onOutcome: (job: string, outcome: JobOutcome) => void;
  readonly logError: (message: string, error: unknown) => void;
  /** Looks only on `runNow` (tests), never by itself. */
  readonly paused?: boolean;
}): PollLoop {
  const { job } = options;
  let lastSlot = -1;
  return startPollLoop(
    async () => {
      const now = options.now();
      const slot = slotOf(now, job.periodMs).getTime();
      // A slot this instance already ran or saw claimed needs no query until the next one starts.
      if (slot === lastSlot) return;
      try {
        const outcome = await runOncePerSlot(options.db, job, now);
        lastSlot = slot;
        options.onOutcome(job.name, outcome);
      } catch (error) {
        options.onOutcome(job.name, "failed");
        throw error;
      }
    },
    {
      intervalMs: Math.min(job.periodMs, MAX_LOOK_MS),
      onError: (error) => options.logError(`job ${job.name}`, error),
      paused: options.paused === true,
    },
  );
}
