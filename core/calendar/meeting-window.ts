import { Temporal } from "temporal-polyfill";

/*
 * GET meetings?from_dateTime=… (spec 7): the list starts at the start of the day or of the year, in
 * the user's zone. /upcoming asks from the start of today (what is still to come today and later),
 * /upcomingmeetings from the start of the year (the year's meetings, past ones included)
 * (docs/decisions.md, "Meetings").
 */
export type MeetingWindow = "day" | "year";

/** The instant the list starts at, for `now` seen in `timeZone`. */
export function meetingWindowStart(
  window: MeetingWindow,
  now: Temporal.Instant,
  timeZone: string,
): Temporal.Instant {
  const today = now.toZonedDateTimeISO(timeZone).toPlainDate();
  const first = window === "day" ? today : today.with({ month: 1, day: 1 });
  return first.toZonedDateTime({ timeZone }).toInstant();
}
