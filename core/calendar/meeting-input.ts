import { Temporal } from "temporal-polyfill";
import { ROLES, type Role } from "../permissions/role";
import { readCalendarInstant } from "../schemas/calendar-range";

/*
 * A meeting head office schedules (POST meetings): when, what, how long, and for whom — some stores,
 * some roles, or both (docs/decisions.md, "Meetings"). One rule for the form and the server.
 */

export const MEETING_DESCRIPTION_MIN = 3;
export const MEETING_DESCRIPTION_MAX = 500;
export const MEETING_DURATION_MIN = 15;
export const MEETING_DURATION_MAX = 8 * 60;
/** More stores than this is "every store": head office would pick a role instead. */
export const MEETING_MAX_STORES = 50;

export interface MeetingInput {
  readonly dateTime: string;
  readonly description: string;
  readonly duration_minutes: number;
  readonly store_ids: readonly number[];
  readonly roles: readonly string[];
}

export type MeetingErrorKey =
  | "b2b_meeting_date_invalid"
  | "b2b_meeting_date_past"
  | "b2b_meeting_description_length"
  | "b2b_meeting_duration_invalid"
  | "b2b_meeting_audience_required"
  | "b2b_meeting_too_many_stores"
  | "b2b_meeting_role_invalid";

export interface MeetingErrors {
  readonly dateTime: readonly MeetingErrorKey[];
  readonly description: readonly MeetingErrorKey[];
  readonly duration_minutes: readonly MeetingErrorKey[];
  readonly audience: readonly MeetingErrorKey[];
}

/** The instant of an ISO date-time with an offset or "Z" inside the calendar range, or undefined. */
export const readMeetingInstant = readCalendarInstant;

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

export function validateMeeting(input: MeetingInput, now: Temporal.Instant): MeetingErrors {
  const at = readMeetingInstant(input.dateTime);
  const dateTime: MeetingErrorKey[] =
    at === undefined
      ? ["b2b_meeting_date_invalid"]
      : Temporal.Instant.compare(at, now) <= 0
        ? ["b2b_meeting_date_past"]
        : [];
  const length = [...input.description.trim()].length;
  const audience: MeetingErrorKey[] = [];
  if (input.store_ids.length === 0 && input.roles.length === 0)
    audience.push("b2b_meeting_audience_required");
  if (input.store_ids.length > MEETING_MAX_STORES) audience.push("b2b_meeting_too_many_stores");
  if (!input.roles.every(isRole)) audience.push("b2b_meeting_role_invalid");
  return {
    dateTime,
    description:
      length < MEETING_DESCRIPTION_MIN || length > MEETING_DESCRIPTION_MAX
        ? ["b2b_meeting_description_length"]
        : [],
    duration_minutes:
      Number.isInteger(input.duration_minutes) &&
      input.duration_minutes >= MEETING_DURATION_MIN &&
      input.duration_minutes <= MEETING_DURATION_MAX
        ? []
        : ["b2b_meeting_duration_invalid"],
    audience,
  };
}

export function meetingIsValid(errors: MeetingErrors): boolean {
  return Object.values(errors).every((keys: readonly MeetingErrorKey[]) => keys.length === 0);
}

/** Whether a meeting is for this person: one of their stores is invited, or their role is. */
export function meetingIsFor(
  audience: { readonly store_ids: readonly number[]; readonly roles: readonly string[] },
  person: { readonly role: string; readonly storeIds: readonly number[] },
): boolean {
  return (
    audience.roles.includes(person.role) || audience.store_ids.some((id) => person.storeIds.includes(id))
  );
}
