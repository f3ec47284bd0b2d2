import type { JourneyMeta } from "../tooling/journey-meta";

/* A store's licences, equipment or messages, or head office's table: load, more, retry. */
export const recordListJourney: JourneyMeta = {
  steps: [
    { label: "journey_records_loading", screen: "journey_screen_records", states: ["loading", "failed"] },
    { label: "journey_records_ready", screen: "journey_screen_records", states: ["ready", "loadingMore"] },
  ],
  events: {
    "loadPage succeeded": "journey_records_loaded",
    "loadPage failed": { label: "journey_records_failed", failure: true },
    "user.loadMore [canLoadMore]": "journey_records_more",
    "user.retry [hasMore]": "journey_records_retry",
    "user.retry": "journey_records_retry",
  },
};
