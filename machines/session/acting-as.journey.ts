import type { JourneyMeta } from "../tooling/journey-meta";

/* User id 1 acting as one of the employees, and returning to the main account. */
export const actingAsJourney: JourneyMeta = {
  steps: [
    {
      label: "journey_acting_list",
      screen: "journey_screen_acting_list",
      states: ["checking", "loadingEmployees", "failed", "ready"],
    },
    { label: "journey_acting_switching", screen: "journey_screen_acting_list", states: ["switching"] },
    { label: "journey_acting_as", screen: "journey_screen_portal", states: ["actingAs"] },
    { label: "journey_acting_unavailable", states: ["unavailable"] },
  ],
  events: {
    "always [isActingAs]": "journey_acting_already",
    "always [else]": "journey_acting_not_allowed",
    "listEmployees failed": { label: "journey_acting_list_failed", failure: true },
    "user.retry": "journey_try_again",
    "user.toggleExpanded": "journey_acting_toggle",
    "user.actAs": "journey_acting_choose",
    "actAs succeeded": "journey_acting_switched",
    "actAs failed": "journey_acting_switch_failed",
    "user.restoreMaster": "journey_acting_return",
  },
};
