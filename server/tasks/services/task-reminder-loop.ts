import type { Database } from "../../db/database";
import type { PeriodicJob } from "../../services/jobs/periodic-job";
import { sendTaskReminders } from "./task-reminders";

/** Reminders are about calendar days: a run every ten minutes is on time and costs one indexed read. */
export const TASK_REMINDER_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The day-before-deadline reminders as a periodic job (once per ten minutes across all instances,
 * server/services/jobs/periodic-job.ts), on the server's clock. Each reminder is also claimed on its
 * task, so even two runs at once would send it once.
 */
export function taskRemindersJob(options: {
  readonly db: Database;
  readonly publicUrl: string;
}): PeriodicJob {
  return {
    name: "task-reminders",
    periodMs: TASK_REMINDER_INTERVAL_MS,
    run: ({ now }) => sendTaskReminders(options.db, { now, publicUrl: options.publicUrl }),
  };
}
