import type { JourneyMeta } from "../tooling/journey-meta";

/* The dashboard's figures of the store in view (receipts, unpaid invoices, recent orders). */
export const storeFiguresJourney: JourneyMeta = {
  steps: [
    {
      label: "journey_figures_loading",
      screen: "journey_screen_dashboard_figures",
      states: ["loading", "failed"],
    },
    { label: "journey_figures_shown", screen: "journey_screen_dashboard_figures", states: ["ready"] },
  ],
  events: {
    "loadTotals succeeded": "journey_figures_loaded",
    "loadTotals failed": { label: "journey_figures_failed", failure: true },
    "user.retry": "journey_figures_retry",
    "store.changed": "journey_figures_store",
  },
};
