import type { JourneyMeta } from "../tooling/journey-meta";

/* Reading a list of the information area (FAQ, information material), page by page. */
export const informationListJourney: JourneyMeta = {
  steps: [
    {
      label: "journey_info_list_read",
      screen: "journey_screen_info_list",
      states: ["loading", "failed", "ready"],
    },
    { label: "journey_info_list_more", screen: "journey_screen_info_list", states: ["loadingMore"] },
  ],
  events: {
    "loadPage succeeded": "journey_info_list_more",
    "loadPage failed": { label: "journey_info_load_failed", failure: true },
    "user.retry": "journey_try_again",
    "user.retry [hasMore]": "journey_try_again",
    "user.loadMore [hasMore]": "journey_info_list_show_more",
  },
};
