import { createEvent } from "ics";

/** What an invitation's calendar event says. */
export interface MeetingEvent {
  readonly uid: string;
  readonly dateTime: Date;
  readonly durationMinutes: number;
  readonly description: string;
  readonly organizer: { readonly name: string; readonly email: string | null };
  readonly stamp: Date;
}

/**
 * The meeting as an iCalendar file (RFC 5545, the `ics` library): one VEVENT in UTC with the meeting's
 * stable UID, so importing it twice updates one event rather than making two.
 */
export function meetingIcs(meeting: MeetingEvent): string {
  const { error, value } = createEvent({
    uid: meeting.uid,
    start: meeting.dateTime.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: meeting.durationMinutes },
    title: meeting.description.slice(0, 120),
    description: meeting.description,
    productId: "franchise-portal/meetings",
    method: "PUBLISH",
    status: "CONFIRMED",
    created: meeting.stamp.getTime(),
    ...(meeting.organizer.email === null
      ? {}
      : { organizer: { name: meeting.organizer.name, email: meeting.organizer.email } }),
  });
  if (error !== null || value === null) throw error ?? new Error("ics gave no calendar");
  return value;
}
