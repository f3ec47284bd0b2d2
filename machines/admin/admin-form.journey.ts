import type { JourneyMeta } from "../tooling/journey-meta";

/* Head office sets up a store or a company in the console (issue 35). */
export const adminFormJourney: JourneyMeta = {
  steps: [
    { label: "journey_admin_form", screen: "journey_screen_admin_form", states: ["editing"] },
    { label: "journey_admin_saving", screen: "journey_screen_admin_form", states: ["creatingKey", "saving"] },
    { label: "journey_admin_saved", screen: "journey_screen_admin_list", states: ["saved"] },
  ],
  events: {
    "user.change": "journey_admin_change",
    "user.submit [isValid]": "journey_admin_submit",
    "user.submit": "journey_admin_invalid",
    "always [hasKey]": "journey_admin_keyed",
    "createIdempotencyKey succeeded": "journey_admin_keyed",
    "createIdempotencyKey failed": { label: "journey_admin_failed", failure: true },
    "save succeeded": "journey_admin_done",
    "save failed": { label: "journey_admin_failed", failure: true },
  },
};
