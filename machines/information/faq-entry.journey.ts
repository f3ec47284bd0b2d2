import type { JourneyMeta } from "../tooling/journey-meta";

/* Reading one FAQ answer and saying whether it helped. */
export const faqEntryJourney: JourneyMeta = {
  steps: [
    {
      label: "journey_faq_read",
      screen: "journey_screen_faq_entry",
      states: ["loading", "failed", "reading"],
    },
    { label: "journey_faq_voting", screen: "journey_screen_faq_entry", states: ["voting"] },
    { label: "journey_faq_thanked", screen: "journey_screen_faq_entry", states: ["voted"] },
  ],
  events: {
    "vote succeeded": "journey_faq_thanked",
    "loadEntry failed": { label: "journey_info_load_failed", failure: true },
    "user.retry": "journey_try_again",
    "user.vote": "journey_faq_vote",
    "vote failed": { label: "journey_faq_vote_failed", failure: true },
  },
};
