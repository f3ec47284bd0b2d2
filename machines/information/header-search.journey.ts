import type { JourneyMeta } from "../tooling/journey-meta";

/* Searching FAQ, information material and tickets from the header. */
export const headerSearchJourney: JourneyMeta = {
  steps: [
    { label: "journey_search_type", screen: "journey_screen_header", states: ["idle", "waiting"] },
    { label: "journey_search_searching", screen: "journey_screen_header", states: ["searching"] },
    { label: "journey_search_results", screen: "journey_screen_header", states: ["results", "failed"] },
  ],
  events: {
    "search succeeded": "journey_search_results",
    "user.type [isSearchable]": "journey_search_typed",
    "user.type": "journey_search_too_short",
    "user.clear": "journey_search_clear",
    "after debounce": "journey_search_pause",
    "search failed": { label: "journey_search_failed", failure: true },
  },
};
