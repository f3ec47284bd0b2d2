import type { JourneyMeta } from "../tooling/journey-meta";

/* A person changing their password on /settings; every other device is signed out. */
export const passwordChangeJourney: JourneyMeta = {
  steps: [
    { label: "journey_password_editing", screen: "journey_screen_settings", states: ["editing"] },
    { label: "journey_password_saving", screen: "journey_screen_settings", states: ["saving"] },
  ],
  events: {
    "user.change": "journey_password_change",
    "user.submit [isValid]": "journey_password_submit",
    "user.submit": "journey_form_errors",
    "changePassword succeeded": "journey_password_changed",
    "changePassword failed": { label: "journey_password_failed", failure: true },
  },
};
