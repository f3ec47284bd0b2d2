import type { JourneyMeta } from "../tooling/journey-meta";

/* Choosing a new password from a reset link. */
export const resetPasswordJourney: JourneyMeta = {
  steps: [
    { label: "journey_reset_form", screen: "journey_screen_reset", states: ["editing"] },
    { label: "journey_reset_saving", screen: "journey_screen_reset", states: ["submitting"] },
    { label: "journey_reset_done", screen: "journey_screen_reset", states: ["done"] },
  ],
  events: {
    "user.change": "journey_reset_type",
    "user.submit [formValid]": "journey_reset_save",
    "resetPassword succeeded [condition]": "journey_reset_saved",
    "resetPassword succeeded [else]": { label: "journey_reset_failed", failure: true },
    "resetPassword failed": "journey_reset_failed",
  },
};
