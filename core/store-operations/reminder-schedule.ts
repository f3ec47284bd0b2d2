import { daysUntil } from "./compliance-state";
import type { Temporal } from "temporal-polyfill";

/** The reminders of a dated obligation: 30 and 7 days before (issue 17), the widest first. */
export const REMINDER_LEADS = [30, 7] as const;
export type ReminderLead = (typeof REMINDER_LEADS)[number];

/**
 * Which reminder is due today for a date, given the leads already sent for that same date: the
 * tightest lead whose day has come, unless that lead (or a tighter one) was sent already. So a
 * sweep that ran late still sends the reminder (never two at once), a record created 5 days before
 * its date gets only the 7-day one, and nothing goes out once the date has passed.
 */
export function reminderDue(
  due: Temporal.PlainDate,
  today: Temporal.PlainDate,
  sent: readonly number[],
): ReminderLead | undefined {
  const days = daysUntil(due, today);
  if (days < 0) return undefined;
  const reached = REMINDER_LEADS.filter((lead) => days <= lead);
  const tightest = reached[reached.length - 1];
  if (tightest === undefined) return undefined;
  return sent.some((lead) => lead <= tightest) ? undefined : tightest;
}
