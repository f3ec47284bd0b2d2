import type { JourneyMeta } from "../tooling/journey-meta";

/* Replying in a ticket's messages. */
export const ticketReplyJourney: JourneyMeta = {
  steps: [
    { label: "journey_reply_write", screen: "journey_screen_ticket_thread", states: ["editing"] },
    {
      label: "journey_reply_sending",
      screen: "journey_screen_ticket_thread",
      states: ["creatingKey", "sending"],
    },
  ],
  events: {
    "user.type": "journey_reply_type",
    "user.send [else]": { label: "journey_reply_empty", failure: true },
    "user.send [isValid]": "journey_reply_send",
    "sendReply succeeded": "journey_reply_added",
    "createIdempotencyKey failed": "journey_reply_failed",
    "sendReply failed": "journey_reply_failed",
  },
};
