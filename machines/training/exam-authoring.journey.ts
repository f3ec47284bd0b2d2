import type { JourneyMeta } from "../tooling/journey-meta";

/* Head office scheduling an exam: write it, schedule it. */
export const examAuthoringJourney: JourneyMeta = {
  steps: [
    { label: "journey_author_editing", screen: "journey_screen_author", states: ["editing"] },
    { label: "journey_author_saving", screen: "journey_screen_author", states: ["creatingKey", "saving"] },
    { label: "journey_author_saved", screen: "journey_screen_training", states: ["saved"] },
  ],
  events: {
    "user.submit [isValid]": "journey_author_submit",
    "user.submit": "journey_author_show_errors",
    "user.setField": "journey_author_edit",
    "user.toggleRole": "journey_author_edit",
    "user.addQuestion": "journey_author_edit",
    "user.removeQuestion": "journey_author_edit",
    "user.setQuestionText": "journey_author_edit",
    "user.setChoice": "journey_author_edit",
    "user.addChoice": "journey_author_edit",
    "user.removeChoice": "journey_author_edit",
    "user.toggleCorrect": "journey_author_edit",
    "user.setMultiple": "journey_author_edit",
    "createIdempotencyKey succeeded": "journey_task_form_key",
    "createIdempotencyKey failed": { label: "journey_author_failed", failure: true },
    "createTraining succeeded": "journey_author_scheduled",
    "createTraining failed": { label: "journey_author_failed", failure: true },
  },
};
