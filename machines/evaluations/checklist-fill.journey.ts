import type { JourneyMeta } from "../tooling/journey-meta";

/* A store manager filling a checklist on a phone: answers, notes and photos, then one submit. */
export const checklistFillJourney: JourneyMeta = {
  steps: [
    {
      label: "journey_checklist_opening",
      screen: "journey_screen_checklist",
      states: ["loading", "loadFailed"],
    },
    {
      label: "journey_checklist_filling",
      screen: "journey_screen_checklist",
      states: ["filling", "uploading"],
    },
    {
      label: "journey_checklist_sending",
      screen: "journey_screen_checklist",
      states: ["submitting", "submitting.creatingKey", "submitting.sending"],
    },
    { label: "journey_checklist_sent", screen: "journey_screen_checklist", states: ["submitted"] },
  ],
  events: {
    "loadForm succeeded": "journey_checklist_loaded",
    "loadForm failed": { label: "journey_checklist_load_failed", failure: true },
    "user.retry": "journey_try_again",
    "user.answer": "journey_fill_form",
    "user.note": "journey_fill_form",
    "user.removePhoto": "journey_fill_form",
    "user.attach": "journey_checklist_photo",
    "uploadPhoto succeeded": "journey_checklist_photo_added",
    "uploadPhoto failed": { label: "journey_checklist_photo_failed", failure: true },
    "user.submit [isValid]": "journey_checklist_submit",
    "user.submit": { label: "journey_form_errors", failure: true },
    "createIdempotencyKey succeeded": "journey_checklist_key",
    "createIdempotencyKey failed": { label: "journey_checklist_failed", failure: true },
    "submit succeeded": "journey_checklist_sent_event",
    "submit failed": { label: "journey_checklist_failed", failure: true },
  },
};
