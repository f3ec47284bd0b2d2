import { GROUP_TIME_ZONE } from "../constants/group-time-zone";
import type { Temporal } from "temporal-polyfill";

/**
 * Where a live task stands against its deadline on a given day (the browser's or the server's
 * "today", always an argument): `overdue` after the deadline day, `today` on it, `upcoming` before,
 * `none` without a deadline.
 */
export const TASK_DUE_STATES = ["overdue", "today", "upcoming", "none"] as const;
export type TaskDueState = (typeof TASK_DUE_STATES)[number];

export function taskDueState(
  deadline: Temporal.PlainDate | null | undefined,
  today: Temporal.PlainDate,
): TaskDueState {
  if (deadline === null || deadline === undefined) return "none";
  const order = deadline.until(today).days;
  // `until` counts from the deadline to today: positive when today is after it.
  if (order > 0) return "overdue";
  return order === 0 ? "today" : "upcoming";
}

/**
 * The lists of the tasks screen: every open task, the overdue ones, the ones due today, and the
 * completion log (done tasks). Each is a keyset list, newest task first.
 */
export const TASK_VIEWS = ["open", "overdue", "today", "done"] as const;
export type TaskView = (typeof TASK_VIEWS)[number];

export const isTaskView = (value: unknown): value is TaskView =>
  typeof value === "string" && (TASK_VIEWS as readonly string[]).includes(value);

/**
 * The day of a task's reminder: the day before its deadline (issue 13). A task is reminded once, on
 * that day or (when the server was down then) on the deadline day itself; never after it.
 */
export function reminderIsDue(
  deadline: Temporal.PlainDate | null | undefined,
  today: Temporal.PlainDate,
): boolean {
  if (deadline === null || deadline === undefined) return false;
  const daysLeft = today.until(deadline).days;
  return daysLeft === 1 || daysLeft === 0;
}

/** The calendar date of an instant in the portal's zone. */
export const portalToday = (now: Temporal.Instant): Temporal.PlainDate =>
  now.toZonedDateTimeISO(GROUP_TIME_ZONE).toPlainDate();
