import type { JourneyMeta } from "../tooling/journey-meta";

/* Head office writes a post, attaches files and an image, and publishes it once. */
export const postFormJourney: JourneyMeta = {
  steps: [
    { label: "journey_post_form_loading", screen: "journey_screen_post_form", states: ["loading", "failed"] },
    {
      label: "journey_post_form_editing",
      screen: "journey_screen_post_form",
      states: ["editing", "uploading"],
    },
    { label: "journey_post_form_saving", screen: "journey_screen_post_form", states: ["saving"] },
    { label: "journey_post_form_saved", screen: "journey_screen_post_detail", states: ["saved"] },
  ],
  events: {
    "loadForm succeeded": "journey_post_form_shown",
    "loadForm failed": { label: "journey_post_form_load_failed", failure: true },
    "user.retry": "journey_try_again",
    "user.change": "journey_post_form_change",
    "user.upload": "journey_post_form_upload",
    "upload succeeded": "journey_post_form_uploaded",
    "upload failed": { label: "journey_post_form_upload_failed", failure: true },
    "user.removeFile": "journey_post_form_remove",
    "user.removeHeader": "journey_post_form_remove",
    "user.submit [isValid]": "journey_post_form_submit",
    "user.submit": "journey_post_form_invalid",
    "save succeeded": "journey_post_form_saved_event",
    "save failed": { label: "journey_post_form_save_failed", failure: true },
    "createIdempotencyKey failed": { label: "journey_post_form_save_failed", failure: true },
  },
};
