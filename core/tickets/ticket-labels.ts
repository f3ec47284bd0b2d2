import {
  OLD_TICKET_PRIORITY,
  OLD_TICKET_RESOLVED,
  TICKET_PRIORITY,
  TICKET_STATUS,
} from "../constants/ticket-constants";
import type { TicketMessageKey } from "./tickets-catalogue";
import type { TicketTab } from "./ticket-tabs";

/**
 * Message keys for the codes of both ticket forms. A code outside the spec's set gets an "unknown"
 * key rather than nothing, so a newer server value shows as something readable.
 */

export function ticketStatusLabelKey(status: unknown): TicketMessageKey {
  if (status === TICKET_STATUS.open) return "b2b_ticket_status_open";
  if (status === TICKET_STATUS.inProgress) return "b2b_ticket_status_in_progress";
  if (status === TICKET_STATUS.resolved) return "b2b_ticket_status_resolved";
  return "b2b_ticket_status_unknown";
}

export function ticketPriorityLabelKey(priority: unknown): TicketMessageKey {
  if (priority === TICKET_PRIORITY.high) return "b2b_ticket_priority_high";
  if (priority === TICKET_PRIORITY.medium) return "b2b_ticket_priority_medium";
  if (priority === TICKET_PRIORITY.low) return "b2b_ticket_priority_low";
  return "b2b_ticket_priority_unknown";
}

/** Older form: 3 High, 4 Normal, 5 Low. */
export function oldTicketPriorityLabelKey(priority: unknown): TicketMessageKey {
  if (priority === OLD_TICKET_PRIORITY.high) return "b2b_ticket_old_priority_high";
  if (priority === OLD_TICKET_PRIORITY.normal) return "b2b_ticket_old_priority_normal";
  if (priority === OLD_TICKET_PRIORITY.low) return "b2b_ticket_old_priority_low";
  return "b2b_ticket_priority_unknown";
}

/** Older form: 0 unresolved, 1 resolved (true and false are read the same way). */
export function oldTicketResolvedLabelKey(resolved: unknown): TicketMessageKey {
  if (resolved === OLD_TICKET_RESOLVED.resolved || resolved === true) return "b2b_ticket_old_resolved";
  if (resolved === OLD_TICKET_RESOLVED.unresolved || resolved === false) return "b2b_ticket_old_unresolved";
  return "b2b_ticket_status_unknown";
}

export function ticketTabLabelKey(tab: TicketTab): TicketMessageKey {
  return tab === "resolved" ? "b2b_tickets_tab_resolved" : "b2b_tickets_tab_all";
}
