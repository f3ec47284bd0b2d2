import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per periodic job and slot (the start of its period): the claim that makes a job run once
 * per slot across all instances. An instance claims a slot with INSERT … ON CONFLICT DO NOTHING; the
 * one whose insert went in runs the job, the others see the row and skip. A run that fails deletes
 * its claim so the next look (on any instance) tries again; a claim left unfinished longer than the
 * job's lease (an instance killed mid-run) may be taken over. Server/services/jobs/periodic-job.ts.
 */
export const jobRuns = pgTable(
  "job_runs",
  {
    job: text().notNull(),
    slot: timestamp({ withTimezone: true }).notNull(),
    /** Which instance claimed it (host and process id), for the operator reading the table. */
    instance: text().notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.job, t.slot] }), index("job_runs_claimed_idx").on(t.claimedAt)],
);
