import type { JourneyMeta } from "../tooling/journey-meta";

/* The posts of a store: the first page, then more; another tab or filter starts over. */
export const postListJourney: JourneyMeta = {
  steps: [
    { label: "journey_post_list_loading", screen: "journey_screen_post_list", states: ["loading", "failed"] },
    {
      label: "journey_post_list_ready",
      screen: "journey_screen_post_list",
      states: ["ready", "loadingMore"],
    },
  ],
  events: {
    "loadPage succeeded": "journey_post_list_shown",
    "loadPage failed": { label: "journey_post_list_failed", failure: true },
    "user.retry": "journey_try_again",
    "user.loadMore": "journey_post_list_more",
    "user.selectTab": "journey_post_list_tab",
    "user.filter": "journey_post_list_filter",
  },
};
