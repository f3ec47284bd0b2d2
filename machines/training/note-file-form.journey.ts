import type { JourneyMeta } from "../tooling/journey-meta";

/* Head office adds a file to a training note: choose it, name it, send it once. */
export const noteFileFormJourney: JourneyMeta = {
  steps: [
    { label: "journey_note_file_editing", screen: "journey_screen_note", states: ["editing"] },
    { label: "journey_note_file_uploading", screen: "journey_screen_note", states: ["uploading"] },
    { label: "journey_note_file_attaching", screen: "journey_screen_note", states: ["attaching"] },
  ],
  events: {
    "user.setTitle": "journey_author_edit",
    "user.toggleRole": "journey_author_edit",
    "user.chooseFile": "journey_note_file_choose",
    "user.submit [isValid]": "journey_note_file_send",
    "user.submit": "journey_author_show_errors",
    "uploadFile succeeded": "journey_note_file_uploaded",
    "always [isUploaded]": "journey_note_file_uploaded",
    "uploadFile failed": { label: "journey_author_failed", failure: true },
    "attachFile succeeded": "journey_note_file_added",
    "attachFile failed": { label: "journey_author_failed", failure: true },
  },
};
