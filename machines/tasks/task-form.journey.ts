import type { JourneyMeta } from "../tooling/journey-meta";

/* Creating and assigning a task: open the form, fill it, send once; a failed send keeps the draft. */
export const taskFormJourney: JourneyMeta = {
  steps: [
    {
      label: "journey_task_form_loading",
      screen: "journey_screen_task_list",
      states: ["loading", "loadFailed"],
    },
    { label: "journey_task_form_closed", screen: "journey_screen_task_list", states: ["closed"] },
    { label: "journey_task_form_filling", screen: "journey_screen_task_form", states: ["editing"] },
    {
      label: "journey_task_form_sending",
      screen: "journey_screen_task_form",
      states: ["submitting", "submitting.creatingKey", "submitting.saving"],
    },
  ],
  events: {
    "user.open [canAssign]": "journey_task_form_open",
    "user.close": "journey_task_form_close",
    "user.retry": "journey_try_again",
    "user.edit": "journey_task_form_edit",
    "user.submit [isValid]": "journey_task_form_submit",
    "user.submit": "journey_form_errors",
    "loadFormData succeeded": "journey_task_form_loaded",
    "loadFormData failed": { label: "journey_task_form_load_failed", failure: true },
    "createIdempotencyKey succeeded": "journey_task_form_key",
    "createIdempotencyKey failed": { label: "journey_task_form_failed", failure: true },
    "saveTask succeeded": "journey_task_form_saved",
    "saveTask failed": { label: "journey_task_form_failed", failure: true },
  },
};
