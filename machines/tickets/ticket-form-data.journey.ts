import type { JourneyMeta } from "../tooling/journey-meta";

/* What the new-ticket form offers: it loads, then the complaint types follow the category. */
export const ticketFormDataJourney: JourneyMeta = {
  steps: [
    { label: "journey_form_data_loading", screen: "journey_screen_ticket_form", states: ["loading"] },
    { label: "journey_form_data_failed", screen: "journey_screen_ticket_form", states: ["failed"] },
    {
      label: "journey_form_data_ready",
      screen: "journey_screen_ticket_form",
      states: ["ready.idle", "ready.loadingComplaintTypes"],
    },
  ],
  events: {
    "loadFormData succeeded": "journey_form_data_loaded",
    "loadFormData failed": { label: "journey_form_data_load_failed", failure: true },
    "user.retry": "journey_try_again",
    "form.categoryChosen [hasComplaintTypes]": "journey_form_data_category_types",
    "form.categoryChosen": "journey_form_data_category",
    "form.categoryChosen [else]": "journey_form_data_category",
  },
};
