import type { JourneyMeta } from "../tooling/journey-meta";

/* Reading any keyset-paged list (the account logs, the FAQ, a store's orders and invoices…), page by page. */
export const keysetListJourney: JourneyMeta = {
  steps: [
    { label: "journey_list_read", screen: "journey_screen_list", states: ["loading", "failed", "ready"] },
    { label: "journey_list_more", screen: "journey_screen_list", states: ["loadingMore"] },
  ],
  events: {
    "loadPage succeeded": "journey_list_more",
    "loadPage failed": { label: "journey_list_load_failed", failure: true },
    "user.retry": "journey_try_again",
    "user.retry [moreFailed]": "journey_try_again",
    "user.reload": "journey_list_reload",
    "screen.restart": "journey_inputs_changed",
    "screen.query": "journey_list_query",
    "screen.removeRow": "journey_list_row_removed",
    "screen.patchRow": "journey_list_row_changed",
    "user.loadMore [canLoadMore]": "journey_list_show_more",
  },
};
