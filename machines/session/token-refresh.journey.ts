import type { JourneyMeta } from "../tooling/journey-meta";

/* Keeping a signed-in session alive; retries belong to the renewal step. */
export const tokenRefreshJourney: JourneyMeta = {
  steps: [
    { label: "journey_token_waiting", states: ["waiting"] },
    { label: "journey_token_renewing", states: ["refreshing", "retrying"] },
    { label: "journey_token_expired", screen: "journey_screen_login", states: ["expired"] },
    { label: "journey_token_stopped", states: ["stopped"] },
  ],
  events: {
    "api.unauthorized": "journey_token_unauthorized",
    "timer.refreshDue": "journey_token_due",
    "after refreshInterval": "journey_token_interval",
    "refresh succeeded": "journey_token_renewed",
    "refresh failed [isRefused]": { label: "journey_token_refused", failure: true },
    "session.ended": "journey_token_signed_out",
  },
};
