import type { JourneyMeta } from "../tooling/journey-meta";

/* A store's ticket list: the first page, then more pages; another tab starts over. */
export const ticketListJourney: JourneyMeta = {
  steps: [
    {
      label: "journey_ticket_list_loading",
      screen: "journey_screen_ticket_list",
      states: ["loading", "failed"],
    },
    {
      label: "journey_ticket_list_ready",
      screen: "journey_screen_ticket_list",
      states: ["ready", "loadingMore"],
    },
  ],
  events: {
    "loadPage succeeded": "journey_ticket_list_shown",
    "loadPage failed": { label: "journey_ticket_list_failed", failure: true },
    "user.retry": "journey_try_again",
    "user.loadMore": "journey_ticket_list_more",
    "user.selectTab": "journey_ticket_list_tab",
  },
};
