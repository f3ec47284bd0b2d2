import type { JourneyMeta } from "../tooling/journey-meta";

/* Self-registration: the form (its choices load first), sending it, the thank-you page. */
export const registrationJourney: JourneyMeta = {
  steps: [
    {
      label: "journey_registration_form",
      screen: "journey_screen_register",
      states: ["loadingOptions", "optionsFailed", "editing"],
    },
    { label: "journey_registration_sending", screen: "journey_screen_register", states: ["submitting"] },
    { label: "journey_registration_thanks", screen: "journey_screen_thank_you", states: ["thankYou"] },
  ],
  events: {
    "loadOptions failed": { label: "journey_registration_options_failed", failure: true },
    "user.retry": "journey_try_again",
    "user.change": "journey_fill_form",
    "user.changeRole": "journey_registration_choose_role",
    "user.submit [formValid]": "journey_registration_register",
    "register succeeded [succeeded]": "journey_registration_accepted",
    "register succeeded [else]": { label: "journey_registration_refused", failure: true },
    "register failed": "journey_registration_failed",
  },
};
