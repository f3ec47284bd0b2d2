import type { JourneyMeta } from "../tooling/journey-meta";

/* The new-ticket flow as a product owner tells it: write, send, notify, done. */
export const ticketJourney: JourneyMeta = {
  steps: [
    {
      label: "journey_ticket_write",
      screen: "journey_screen_ticket_form",
      states: ["restoring", "draft", "validating"],
    },
    {
      label: "journey_ticket_send",
      screen: "journey_screen_ticket_progress",
      states: ["creatingKey", "uploading", "saving", "linking"],
    },
    {
      label: "journey_ticket_email",
      screen: "journey_screen_ticket_progress",
      states: ["emailing", "waitingToRetryEmails"],
    },
    { label: "journey_ticket_done", screen: "journey_screen_ticket_created", states: ["done"] },
  ],
  events: {
    "user.change": "journey_fill_form",
    "user.attachFile": "journey_ticket_attach",
    "user.removeAttachment": "journey_ticket_remove_file",
    "user.discard": "journey_ticket_discard",
    "user.submit": "journey_ticket_press_send",
    "user.retry": "journey_try_again",
    "always [isDraftValid]": "journey_ticket_form_complete",
    "always [else]": { label: "journey_form_errors", failure: true },
    "restoreDraft succeeded [resumesAfterSave]": "journey_ticket_resume",
    "createIdempotencyKey failed": "journey_ticket_save_failed",
    "upload.failed": { label: "journey_ticket_upload_failed", failure: true },
    "uploadFile failed": "journey_ticket_upload_failed",
    "saveTicket failed": "journey_ticket_save_failed",
    "linkTicket failed": "journey_ticket_save_failed",
    "linkTicket succeeded": "journey_ticket_saved",
    "always [isLinked]": "journey_ticket_saved",
    "sendTicketEmails succeeded": "journey_ticket_emails_sent",
    "sendTicketEmails failed [else]": { label: "journey_ticket_emails_failed", failure: true },
  },
};
