import type { JourneyMeta } from "../tooling/journey-meta";

/* A list of the training screens: the first page, then more pages. */
export const trainingListJourney: JourneyMeta = {
  steps: [
    {
      label: "journey_training_list_loading",
      screen: "journey_screen_training",
      states: ["loading", "failed"],
    },
    {
      label: "journey_training_list_ready",
      screen: "journey_screen_training",
      states: ["ready", "loadingMore"],
    },
  ],
  events: {
    "loadPage succeeded": "journey_training_list_shown",
    "loadPage failed": { label: "journey_training_list_failed", failure: true },
    "user.retry": "journey_try_again",
    "user.reload": "journey_training_list_reload",
    "user.loadMore [hasMore]": "journey_training_list_more",
    "user.retry [hasMore]": "journey_training_list_more",
  },
};
