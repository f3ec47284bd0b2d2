import type { JourneyMeta } from "../tooling/journey-meta";

/* A person looking at what is ahead of them (/upcoming, /upcomingmeetings). */
export const meetingCalendarJourney: JourneyMeta = {
  steps: [
    {
      label: "journey_calendar_loading",
      screen: "journey_screen_calendar",
      states: ["waiting", "loading", "failed"],
    },
    { label: "journey_calendar_reading", screen: "journey_screen_calendar", states: ["ready"] },
  ],
  events: {
    "after calendarDelay": "journey_calendar_delay",
    "load succeeded": "journey_calendar_loaded",
    "load failed": { label: "journey_calendar_failed", failure: true },
    "user.reload": "journey_calendar_reload",
    "user.showMonth [isMonth]": "journey_calendar_month",
    "user.setView": "journey_calendar_view",
  },
};
