import type { JourneyMeta } from "../tooling/journey-meta";

/* Head office writing a new FAQ entry in Greek and English. */
export const faqEditorJourney: JourneyMeta = {
  steps: [
    { label: "journey_faq_write", screen: "journey_screen_faq_editor", states: ["editing"] },
    { label: "journey_faq_publishing", screen: "journey_screen_faq_editor", states: ["saving"] },
    { label: "journey_faq_published", screen: "journey_screen_faq_editor", states: ["saved"] },
  ],
  events: {
    "saveEntry succeeded": "journey_faq_published",
    "user.change": "journey_fill_form",
    "user.submit [isValid]": "journey_faq_publish",
    "user.submit": { label: "journey_form_errors", failure: true },
    "saveEntry failed": { label: "journey_faq_publish_failed", failure: true },
    "user.writeAnother": "journey_faq_write_another",
  },
};
