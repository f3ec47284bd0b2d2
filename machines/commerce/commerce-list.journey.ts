import type { JourneyMeta } from "../tooling/journey-meta";

/* A store's orders or invoices (/orders, /invoices, behind COMMERCE_SCREENS). */
export const commerceListJourney: JourneyMeta = {
  steps: [
    {
      label: "journey_commerce_list",
      screen: "journey_screen_commerce_list",
      states: ["loading", "failed", "ready"],
    },
    { label: "journey_commerce_more", screen: "journey_screen_commerce_list", states: ["loadingMore"] },
  ],
  events: {
    "loadPage succeeded": "journey_commerce_loaded",
    "loadPage failed": { label: "journey_commerce_load_failed", failure: true },
    "loadMore succeeded": "journey_commerce_more_loaded",
    "loadMore failed": "journey_commerce_more_failed",
    "user.retry": "journey_commerce_retry",
    "user.more [hasMore]": "journey_commerce_show_more",
    "user.refresh": "journey_commerce_refresh",
    "user.tab [otherTab]": "journey_commerce_tab",
    "store.changed": "journey_commerce_store",
  },
};
