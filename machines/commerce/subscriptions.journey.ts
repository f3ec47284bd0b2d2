import type { JourneyMeta } from "../tooling/journey-meta";

/* A store owner setting the renewal of a subscription (/subscriptions, behind COMMERCE_SCREENS). */
export const subscriptionsJourney: JourneyMeta = {
  steps: [
    { label: "journey_subs_list", screen: "journey_screen_subs", states: ["loading", "failed", "ready"] },
    { label: "journey_subs_renewing", screen: "journey_screen_subs", states: ["renewing"] },
    { label: "journey_subs_saving", screen: "journey_screen_subs", states: ["saving"] },
  ],
  events: {
    "loadSubscriptions failed": { label: "journey_subs_load_failed", failure: true },
    "user.retry": "journey_subs_retry",
    "user.renew [isListed]": "journey_subs_open",
    "user.editRenewal": "journey_subs_type",
    "user.cancel": "journey_subs_cancel",
    "user.save [draftFits]": "journey_subs_save",
    "user.save": "journey_subs_invalid",
    "renew succeeded": "journey_subs_saved",
    "renew failed": "journey_subs_failed",
    "store.changed": "journey_subs_store",
  },
};
