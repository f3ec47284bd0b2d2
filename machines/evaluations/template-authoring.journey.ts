import type { JourneyMeta } from "../tooling/journey-meta";

/* Head office writing a checklist template. */
export const templateAuthoringJourney: JourneyMeta = {
  steps: [
    { label: "journey_template_write", screen: "journey_screen_template_editor", states: ["editing"] },
    { label: "journey_template_publishing", screen: "journey_screen_template_editor", states: ["saving"] },
    { label: "journey_template_published", screen: "journey_screen_template_editor", states: ["saved"] },
  ],
  events: {
    "saveTemplate succeeded": "journey_template_published",
    "user.edit": "journey_fill_form",
    "user.submit [isValid]": "journey_template_publish",
    "user.submit": { label: "journey_form_errors", failure: true },
    "saveTemplate failed": { label: "journey_template_publish_failed", failure: true },
    "user.writeAnother": "journey_template_write_another",
  },
};
