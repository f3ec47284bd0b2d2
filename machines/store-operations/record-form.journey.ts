import type { JourneyMeta } from "../tooling/journey-meta";

/* Recording a licence or a piece of equipment (new, renewed, serviced) with its files. */
export const recordFormJourney: JourneyMeta = {
  steps: [
    { label: "journey_record_form", screen: "journey_screen_record_form", states: ["editing"] },
    {
      label: "journey_record_saving",
      screen: "journey_screen_record_form",
      states: ["creatingKey", "uploading", "saving"],
    },
    { label: "journey_record_saved", screen: "journey_screen_records", states: ["saved"] },
  ],
  events: {
    "user.change": "journey_record_change",
    "user.addFiles [hasRoom]": "journey_record_add_files",
    "user.addFiles": "journey_record_too_many",
    "user.removeFile": "journey_record_remove_file",
    "user.submit [isValid]": "journey_record_submit",
    "user.submit": "journey_record_invalid",
    "uploadFiles succeeded": "journey_record_uploaded",
    "always [hasKey]": "journey_record_uploaded",
    "createIdempotencyKey succeeded": "journey_record_uploaded",
    "createIdempotencyKey failed": { label: "journey_record_failed", failure: true },
    "uploadFiles failed": { label: "journey_record_failed", failure: true },
    "save succeeded": "journey_record_done",
    "save failed": { label: "journey_record_failed", failure: true },
  },
};
