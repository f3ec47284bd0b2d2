import type { JourneyMeta } from "../tooling/journey-meta";

/* Replying in a ticket's messages, with files on the v2 form. */
export const ticketReplyJourney: JourneyMeta = {
  steps: [
    { label: "journey_reply_write", screen: "journey_screen_ticket_thread", states: ["editing"] },
    {
      label: "journey_reply_sending",
      screen: "journey_screen_ticket_thread",
      states: ["creatingKey", "uploading", "sending"],
    },
  ],
  events: {
    "user.type": "journey_reply_type",
    "user.attachFile [takesFiles]": "journey_ticket_attach",
    "user.removeAttachment": "journey_ticket_remove_file",
    "user.send [else]": { label: "journey_reply_empty", failure: true },
    "user.send [isValid]": "journey_reply_send",
    "sendReply succeeded": "journey_reply_added",
    "createIdempotencyKey failed": "journey_reply_failed",
    "upload.failed": { label: "journey_ticket_upload_failed", failure: true },
    "uploadFile failed": "journey_ticket_upload_failed",
    "sendReply failed": "journey_reply_failed",
  },
};
