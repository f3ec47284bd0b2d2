import type { JourneyMeta } from "../tooling/journey-meta";

/* An account action (new picture, language, sign out everywhere else, close my access). */
export const accountActionJourney: JourneyMeta = {
  steps: [
    { label: "journey_account_action_idle", screen: "journey_screen_account", states: ["idle"] },
    {
      label: "journey_account_action_confirm",
      screen: "journey_screen_account_dialog",
      states: ["confirming"],
    },
    { label: "journey_account_action_running", screen: "journey_screen_account", states: ["running"] },
  ],
  events: {
    "user.start [needsConfirmation]": "journey_account_action_start",
    "user.start": "journey_account_action_start",
    "user.confirm": "journey_account_action_confirmed",
    "user.cancel": "journey_account_action_cancel",
    "user.dismiss": "journey_account_action_dismiss",
    "run succeeded": "journey_account_action_done",
    "run failed": { label: "journey_account_action_failed", failure: true },
  },
};
