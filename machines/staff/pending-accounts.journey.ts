import type { JourneyMeta } from "../tooling/journey-meta";

/* An approver deciding on self-registered accounts (/users). A rejection is confirmed first. */
export const pendingAccountsJourney: JourneyMeta = {
  steps: [
    {
      label: "journey_pending_list",
      screen: "journey_screen_pending",
      states: ["loading", "loadFailed", "ready"],
    },
    {
      label: "journey_pending_confirm",
      screen: "journey_screen_pending_dialog",
      states: ["confirmingReject"],
    },
    { label: "journey_pending_deciding", screen: "journey_screen_pending", states: ["deciding"] },
  ],
  events: {
    "loadPending failed": { label: "journey_pending_load_failed", failure: true },
    "user.reload": "journey_pending_reload",
    "user.dismissNotice": "journey_pending_dismiss",
    "user.approve [isListed]": "journey_pending_approve",
    "user.reject [isListed]": "journey_pending_reject",
    "user.confirmReject": "journey_pending_confirmed",
    "user.cancelReject": "journey_pending_cancel",
    "decide succeeded": "journey_pending_saved",
    "decide failed": "journey_pending_failed",
  },
};
