import type { Database } from "../../db/database";
import { startPollLoop, type PollLoop } from "../../services/background/poll-loop";
import { sendTaskReminders } from "./task-reminders";

/** Reminders are about calendar days: a sweep every ten minutes is on time and costs one indexed read. */
export const TASK_REMINDER_INTERVAL_MS = 10 * 60 * 1000;

/** The background sweep of the day-before-deadline reminders, on the server's clock. */
export function startTaskReminders(options: {
  readonly db: Database;
  readonly publicUrl: string;
  readonly now: () => Date;
  readonly logError: (message: string, error: unknown) => void;
}): PollLoop {
  return startPollLoop(
    async () => {
      await sendTaskReminders(options.db, { now: options.now(), publicUrl: options.publicUrl });
    },
    { intervalMs: TASK_REMINDER_INTERVAL_MS, onError: (error) => options.logError("task reminders", error) },
  );
}
