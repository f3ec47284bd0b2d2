import { Temporal } from "temporal-polyfill";

/*
 * The one calendar range every date and instant the portal reads must fall in (docs/decisions.md,
 * "One calendar range for dates and instants"). Temporal reads years 0000 and ±271821, which a
 * JavaScript Date, PostgreSQL or PGlite cannot all hold: such a text reached the database and
 * answered 500. Nothing in a franchise's life (a birthday, a licence, a meeting) falls outside
 * 1900..2200, so anything outside is refused at the edge with the field's own 422 message key.
 */

export const CALENDAR_MIN_YEAR = 1900;
export const CALENDAR_MAX_YEAR = 2200;

const FIRST_DAY = Temporal.PlainDate.from({ year: CALENDAR_MIN_YEAR, month: 1, day: 1 });
const LAST_DAY = Temporal.PlainDate.from({ year: CALENDAR_MAX_YEAR, month: 12, day: 31 });
/** The first instant of 1900 and the first instant after 2200, in UTC. */
const FIRST_INSTANT = Temporal.Instant.from(`${CALENDAR_MIN_YEAR}-01-01T00:00:00Z`);
const END_INSTANT = Temporal.Instant.from(`${CALENDAR_MAX_YEAR + 1}-01-01T00:00:00Z`);

/** Whether a date lies in 1900-01-01..2200-12-31. */
export const dateInCalendarRange = (date: Temporal.PlainDate): boolean =>
  Temporal.PlainDate.compare(date, FIRST_DAY) >= 0 && Temporal.PlainDate.compare(date, LAST_DAY) <= 0;

/** Whether an instant lies in [1900-01-01T00:00Z, 2201-01-01T00:00Z). */
export const instantInCalendarRange = (instant: Temporal.Instant): boolean =>
  Temporal.Instant.compare(instant, FIRST_INSTANT) >= 0 && Temporal.Instant.compare(instant, END_INSTANT) < 0;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/u;
// An exact instant needs an explicit offset ("Z" or "+02:00"); a bare local date-time is refused
// because the wire carries UTC instants, and guessing a zone would shift times.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/iu;

/** A `YYYY-MM-DD` text as a real day inside the calendar range, else undefined. Never throws. */
export function readCalendarDate(text: unknown): Temporal.PlainDate | undefined {
  if (typeof text !== "string" || !ISO_DATE.test(text)) return undefined;
  try {
    const date = Temporal.PlainDate.from(text, { overflow: "reject" });
    return dateInCalendarRange(date) ? date : undefined;
  } catch {
    return undefined;
  }
}

/** An ISO-8601 instant with an offset (`2026-11-22T10:15:00Z`) inside the calendar range, else undefined. */
export function readCalendarInstant(text: unknown): Temporal.Instant | undefined {
  if (typeof text !== "string" || !ISO_INSTANT.test(text)) return undefined;
  try {
    const instant = Temporal.Instant.from(text);
    return instantInCalendarRange(instant) ? instant : undefined;
  } catch {
    return undefined;
  }
}
