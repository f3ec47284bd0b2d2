import type { JourneyMeta } from "../tooling/journey-meta";

/* The store the screens show: the default one first, then the one the person picks. */
export const storeSelectionJourney: JourneyMeta = {
  steps: [
    {
      label: "journey_store_loading",
      screen: "journey_screen_store_picker",
      states: ["loading", "defaulting"],
    },
    { label: "journey_store_ready", screen: "journey_screen_store_picker", states: ["ready"] },
  ],
  events: {
    always: "journey_store_default",
    "loadFranchiseStores failed": "journey_store_failed",
    "user.selectStore": "journey_store_switch",
  },
};
