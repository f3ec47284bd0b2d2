import type { JourneyMeta } from "../tooling/journey-meta";

/* Asking for a password reset by e-mail or mobile. */
export const forgotPasswordJourney: JourneyMeta = {
  steps: [
    { label: "journey_forgot_form", screen: "journey_screen_forgot", states: ["editing"] },
    { label: "journey_forgot_sending", screen: "journey_screen_forgot", states: ["submitting"] },
    { label: "journey_forgot_sent", screen: "journey_screen_forgot", states: ["sent"] },
  ],
  events: {
    "user.setType": "journey_forgot_choose_way",
    "user.setCountryCode": "journey_forgot_country",
    "user.setValue": "journey_forgot_type",
    "user.submit [formValid]": "journey_forgot_send",
    "requestReset succeeded [condition]": "journey_forgot_accepted",
    "requestReset succeeded [else]": { label: "journey_forgot_failed", failure: true },
    "requestReset failed": "journey_forgot_failed",
  },
};
