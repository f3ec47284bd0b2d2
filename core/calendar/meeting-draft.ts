import { Temporal } from "temporal-polyfill";
import { meetingIsValid, validateMeeting, type MeetingErrors, type MeetingInput } from "./meeting-input";

/*
 * Head office's meeting form: a date-time input gives the wall-clock time in the person's zone
 * ("2026-12-01T09:30"); the wire carries the instant. The form's checks are core's meeting rule at
 * "now", passed as ISO text so machines hold no Temporal values.
 */

/** The instant of a `datetime-local` value in `zone`, as ISO text; "" when it is no date-time. */
export function localToInstant(local: string, zone: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/u.test(local)) return "";
  try {
    return Temporal.PlainDateTime.from(local, { overflow: "reject" })
      .toZonedDateTime(zone)
      .toInstant()
      .toString();
  } catch {
    return "";
  }
}

/** The `datetime-local` value of an instant in `zone`; "" for "". */
export function instantToLocal(instant: string, zone: string): string {
  if (instant === "") return "";
  try {
    return Temporal.Instant.from(instant)
      .toZonedDateTimeISO(zone)
      .toPlainDateTime()
      .toString({ smallestUnit: "minute" });
  } catch {
    return "";
  }
}

export function meetingDraftErrors(draft: MeetingInput, now: string): MeetingErrors {
  return validateMeeting(draft, Temporal.Instant.from(now));
}

export function meetingDraftIsValid(draft: MeetingInput, now: string): boolean {
  try {
    return meetingIsValid(meetingDraftErrors(draft, now));
  } catch {
    return false;
  }
}
