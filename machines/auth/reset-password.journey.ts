import type { JourneyMeta } from "../tooling/journey-meta";

/* Choosing a new password from a reset link. */
export const resetPasswordJourney: JourneyMeta = {
  steps: [
    { label: "journey_reset_checking", screen: "journey_screen_reset", states: ["checking"] },
    { label: "journey_reset_link_unusable", screen: "journey_screen_reset", states: ["linkUnusable"] },
    { label: "journey_reset_form", screen: "journey_screen_reset", states: ["editing"] },
    { label: "journey_reset_saving", screen: "journey_screen_reset", states: ["submitting"] },
    { label: "journey_reset_done", screen: "journey_screen_reset", states: ["done"] },
  ],
  events: {
    "checkLink succeeded": "journey_reset_link_open",
    "checkLink failed": { label: "journey_reset_link_refused", failure: true },
    "user.change": "journey_reset_type",
    "user.submit [formValid]": "journey_reset_save",
    "resetPassword succeeded [condition]": "journey_reset_saved",
    "resetPassword succeeded [else]": { label: "journey_reset_failed", failure: true },
    "resetPassword failed": "journey_reset_failed",
  },
};
