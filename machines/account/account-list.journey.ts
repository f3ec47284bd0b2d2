import type { JourneyMeta } from "../tooling/journey-meta";

/* Someone reading one of their account lists (/activity, /files): pages, more, try again. */
export const accountListJourney: JourneyMeta = {
  steps: [
    {
      label: "journey_account_list_loading",
      screen: "journey_screen_account",
      states: ["loading", "failed"],
    },
    {
      label: "journey_account_list_reading",
      screen: "journey_screen_account",
      states: ["ready", "loadingMore"],
    },
  ],
  events: {
    "loadPage failed": { label: "journey_account_list_failed", failure: true },
    "loadPage succeeded": "journey_account_list_loaded",
    "user.reload": "journey_account_list_reload",
    "user.loadMore [hasMore]": "journey_account_list_more",
  },
};
