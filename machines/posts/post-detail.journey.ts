import type { JourneyMeta } from "../tooling/journey-meta";

/* One post: read it, confirm it when asked; head office sees who has read it and reminds the rest. */
export const postDetailJourney: JourneyMeta = {
  steps: [
    {
      label: "journey_post_detail_loading",
      screen: "journey_screen_post_detail",
      states: ["loading", "failed", "notFound"],
    },
    { label: "journey_post_detail_ready", screen: "journey_screen_post_detail", states: ["ready"] },
    {
      label: "journey_post_detail_confirming",
      screen: "journey_screen_post_detail",
      states: ["acknowledging", "reminding"],
    },
  ],
  events: {
    "loadPost succeeded": "journey_post_detail_shown",
    "loadPost failed": { label: "journey_post_detail_failed", failure: true },
    "loadPost failed [isMissing]": { label: "journey_post_detail_missing", failure: true },
    "user.retry": "journey_try_again",
    "user.acknowledge": "journey_post_detail_acknowledge",
    "acknowledge succeeded": "journey_post_detail_acknowledged",
    "acknowledge failed": { label: "journey_post_detail_ack_failed", failure: true },
    "user.remind": "journey_post_detail_remind",
    "remind succeeded": "journey_post_detail_reminded",
    "remind failed": { label: "journey_post_detail_remind_failed", failure: true },
  },
};
