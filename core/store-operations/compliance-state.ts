import { Temporal } from "temporal-polyfill";
import { readCalendarDate } from "../schemas/calendar-range";

/**
 * The red/amber/green state of a dated obligation (a licence's expiry, a machine's next service):
 * one rule for the lists, head office's table, the reminders and the calendar feed
 * (docs/decisions.md, "Licences and maintenance").
 * - red: the date has passed (expired, overdue);
 * - amber: the date is within the warning window (the first reminder's lead, 30 days);
 * - green: later than that.
 */
export type ComplianceState = "red" | "amber" | "green";

/** Days before a due date when the first reminder goes out; the amber window is the same span. */
export const AMBER_WINDOW_DAYS = 30;

/** Whole days from `today` to `due`: negative once the date has passed. */
export const daysUntil = (due: Temporal.PlainDate, today: Temporal.PlainDate): number =>
  today.until(due, { largestUnit: "days" }).days;

export function complianceState(due: Temporal.PlainDate, today: Temporal.PlainDate): ComplianceState {
  const days = daysUntil(due, today);
  if (days < 0) return "red";
  return days <= AMBER_WINDOW_DAYS ? "amber" : "green";
}

/** Where a state sorts in head office's table: the most urgent first. */
export const COMPLIANCE_URGENCY: Readonly<Record<ComplianceState, number>> = { red: 0, amber: 1, green: 2 };

/**
 * A `YYYY-MM-DD` text as a date; anything else (2026-02-30, a year outside the calendar range) is
 * undefined. Never throws.
 */
export const parseIsoDate = readCalendarDate;
