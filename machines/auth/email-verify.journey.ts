import type { JourneyMeta } from "../tooling/journey-meta";

/* Opening the link of a confirmation e-mail. */
export const emailVerifyJourney: JourneyMeta = {
  steps: [
    { label: "journey_email_checking", screen: "journey_screen_email_verify", states: ["verifying"] },
    { label: "journey_email_verified", screen: "journey_screen_email_verify", states: ["verified"] },
    { label: "journey_email_failed", screen: "journey_screen_email_verify", states: ["failed"] },
  ],
  events: {
    "verifyEmail succeeded [condition]": "journey_email_link_valid",
    "verifyEmail succeeded [else]": { label: "journey_email_link_invalid", failure: true },
    "verifyEmail failed": "journey_email_link_invalid",
  },
};
