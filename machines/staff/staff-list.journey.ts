import type { JourneyMeta } from "../tooling/journey-meta";

/* A franchisee or store manager looking at a store's staff and deactivating someone who left. */
export const staffListJourney: JourneyMeta = {
  steps: [
    {
      label: "journey_staff_list",
      screen: "journey_screen_staff",
      states: ["loading", "failed", "ready", "loadingMore"],
    },
    { label: "journey_staff_confirm", screen: "journey_screen_pending_dialog", states: ["confirming"] },
    { label: "journey_staff_deactivating", screen: "journey_screen_staff", states: ["deactivating"] },
  ],
  events: {
    "loadPage failed": { label: "journey_records_failed", failure: true },
    "user.retry": "journey_records_retry",
    "user.loadMore [hasMore]": "journey_records_more",
    "user.dismissNotice": "journey_pending_dismiss",
    "user.deactivate [mayDeactivate]": "journey_staff_deactivate",
    "user.confirm": "journey_pending_confirmed",
    "user.cancel": "journey_pending_cancel",
    "deactivate succeeded": "journey_staff_deactivated",
    "deactivate failed": "journey_staff_failed",
  },
};
