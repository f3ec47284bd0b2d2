import type { JourneyMeta } from "../tooling/journey-meta";

/* Head office scheduling a meeting for stores or roles; invitees get an e-mail with the .ics. */
export const meetingScheduleJourney: JourneyMeta = {
  steps: [
    { label: "journey_meeting_editing", screen: "journey_screen_calendar", states: ["editing"] },
    {
      label: "journey_meeting_sending",
      screen: "journey_screen_calendar",
      states: ["creatingKey", "sending"],
    },
  ],
  events: {
    "user.change": "journey_meeting_change",
    "user.submit [isValidWithKey]": "journey_meeting_submit_again",
    "user.submit [isValid]": "journey_meeting_submit",
    "user.submit": "journey_form_errors",
    "createIdempotencyKey succeeded": "journey_meeting_key",
    "createIdempotencyKey failed": { label: "journey_meeting_failed", failure: true },
    "schedule succeeded": "journey_meeting_scheduled",
    "schedule failed": { label: "journey_meeting_failed", failure: true },
  },
};
