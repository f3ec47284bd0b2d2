import { Temporal } from "temporal-polyfill";

/*
 * The month view of the calendar: whole weeks from Monday (the Greek week) that cover the month, and
 * the entries of each day in the user's zone. The agenda is the same entries in time order.
 */

/** Something on the calendar: a meeting today; trainings, task deadlines and licence dates later. */
export interface CalendarEntry {
  readonly id: string;
  /** Which source it came from (calendar-sources.ts); the view picks its colour and label. */
  readonly kind: string;
  readonly start: Temporal.Instant;
  readonly title: string;
  /** How long it lasts, when it has a length (a meeting); deadlines have none. */
  readonly minutes?: number;
}

/** The weeks (Monday to Sunday) that cover `month`: 4 to 6 rows of 7 days. */
export function monthWeeks(month: Temporal.PlainYearMonth): readonly (readonly Temporal.PlainDate[])[] {
  const first = month.toPlainDate({ day: 1 });
  const start = first.subtract({ days: first.dayOfWeek - 1 });
  const last = month.toPlainDate({ day: month.daysInMonth });
  const weeks: Temporal.PlainDate[][] = [];
  for (let day = start; Temporal.PlainDate.compare(day, last) <= 0;) {
    const week: Temporal.PlainDate[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push(day);
      day = day.add({ days: 1 });
    }
    weeks.push(week);
  }
  return weeks;
}

/** Entries in time order (ties by title, then id), so the agenda and each day read the same way. */
export function agenda(entries: readonly CalendarEntry[]): readonly CalendarEntry[] {
  return [...entries].sort(
    (a, b) =>
      Temporal.Instant.compare(a.start, b.start) ||
      a.title.localeCompare(b.title) ||
      a.id.localeCompare(b.id),
  );
}

/** The entries of each day (ISO date key) in `timeZone`, each day in time order. */
export function entriesByDay(
  entries: readonly CalendarEntry[],
  timeZone: string,
): ReadonlyMap<string, readonly CalendarEntry[]> {
  const days = new Map<string, CalendarEntry[]>();
  for (const entry of agenda(entries)) {
    const key = entry.start.toZonedDateTimeISO(timeZone).toPlainDate().toString();
    const list = days.get(key) ?? [];
    list.push(entry);
    days.set(key, list);
  }
  return days;
}
