import type { JourneyMeta } from "../tooling/journey-meta";

/* Reading a ticket: it opens, the person reads and replies, resolves or reopens it, removes a file. */
export const ticketDetailJourney: JourneyMeta = {
  steps: [
    { label: "journey_detail_loading", screen: "journey_screen_ticket_detail", states: ["loading"] },
    {
      label: "journey_detail_read",
      screen: "journey_screen_ticket_detail",
      states: ["ready.idle", "ready.reloading"],
    },
    {
      label: "journey_detail_status",
      screen: "journey_screen_ticket_detail",
      states: ["ready.changingStatus", "ready.reloadingAfterStatus"],
    },
    {
      label: "journey_detail_file",
      screen: "journey_screen_ticket_detail",
      states: ["ready.removingFile", "ready.reloadingAfterFile"],
    },
    { label: "journey_detail_back_to_list", screen: "journey_screen_ticket_list", states: ["failed"] },
  ],
  events: {
    "loadTicket succeeded": "journey_detail_shown",
    "loadTicket failed": { label: "journey_detail_load_failed", failure: true },
    "user.type": "journey_reply_type",
    "reply.sent": "journey_detail_reply_sent",
    "user.setStatus": "journey_detail_set_status",
    "user.deleteFile": "journey_detail_delete_file",
    "updateStatus failed": { label: "journey_detail_status_failed", failure: true },
    "reloadAfterStatus succeeded": "journey_detail_status_changed",
    "reloadAfterStatus failed": "journey_detail_status_changed",
    "reloadAfterFile succeeded": "journey_detail_file_removed",
    "reloadAfterFile failed": "journey_detail_file_removed",
    "deleteFile failed": { label: "journey_detail_file_failed", failure: true },
  },
};
