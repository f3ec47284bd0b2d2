import type { JourneyMeta } from "../tooling/journey-meta";

/* An action on one row of a list: a task marked done, a person deactivated after a confirmation. */
export const rowActionJourney: JourneyMeta = {
  steps: [
    { label: "journey_row_action_list", screen: "journey_screen_list", states: ["idle"] },
    { label: "journey_row_action_confirm", screen: "journey_screen_list", states: ["confirming"] },
    { label: "journey_row_action_acting", screen: "journey_screen_list", states: ["acting"] },
  ],
  events: {
    "act succeeded": "journey_row_action_done",
    "act failed": { label: "journey_row_action_failed", failure: true },
    "user.act [confirmFirst]": "journey_row_action_ask",
    "user.act": "journey_row_action_ask",
    "user.confirm": "journey_row_action_yes",
    "user.cancel": "journey_row_action_no",
    "user.dismissNotice": "journey_row_action_dismiss",
  },
};
