import type { JourneyMeta } from "../tooling/journey-meta";

/* Opening a screen of the information area that shows one file or page. */
export const screenLoadJourney: JourneyMeta = {
  steps: [
    { label: "journey_info_load_opening", screen: "journey_screen_info_page", states: ["loading", "failed"] },
    { label: "journey_info_load_read", screen: "journey_screen_info_page", states: ["ready"] },
  ],
  events: {
    "load succeeded": "journey_info_load_loaded",
    "load failed": { label: "journey_info_load_failed", failure: true },
    "user.retry": "journey_try_again",
    "screen.restart": "journey_inputs_changed",
  },
};
