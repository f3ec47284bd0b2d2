import type { JourneyMeta } from "../tooling/journey-meta";

/* The older new-ticket form (/new_ticket_old): write, save, done. */
export const oldTicketJourney: JourneyMeta = {
  steps: [
    { label: "journey_old_ticket_form", screen: "journey_screen_old_ticket", states: ["editing"] },
    {
      label: "journey_old_ticket_saving",
      screen: "journey_screen_old_ticket",
      states: ["creatingKey", "saving"],
    },
    { label: "journey_old_ticket_done", screen: "journey_screen_old_ticket", states: ["done"] },
  ],
  events: {
    "user.change": "journey_fill_form",
    "user.submit [else]": { label: "journey_form_errors", failure: true },
    "user.submit [isValid]": "journey_old_ticket_send",
    "createIdempotencyKey failed": "journey_old_ticket_failed",
    "createTicket failed": "journey_old_ticket_failed",
    "createTicket succeeded": "journey_old_ticket_saved",
  },
};
