import type { Temporal } from "temporal-polyfill";
import { ticketNumber } from "../../../core/tickets/ticket-number";
import {
  oldPriorityBadge,
  oldResolvedBadge,
  v2PriorityBadge,
  v2StatusBadge,
  type BadgeInfo,
} from "./ticket-badges";
import type {
  TicketOldSummary,
  TicketQueueRow,
  TicketV2Summary,
} from "../../../machines/tickets/tickets-ports";

/** One row of a ticket list as the view shows it, whichever form it came from. */
export interface TicketRow {
  readonly id: number;
  /** "#12" or the older form's "OF-12": the two forms' numbers never read alike. */
  readonly number: string;
  readonly href: string;
  readonly title: string;
  /** v2: the category (and complaint type); older form: nothing. */
  readonly subtitle: string | null;
  readonly status: BadgeInfo;
  readonly priority: BadgeInfo;
  readonly created: Temporal.Instant;
  readonly updated: Temporal.Instant;
  /** Older form only: the estimated date of completion. */
  readonly due: Temporal.Instant | null;
  /** Head office's queue only: the ticket's store. */
  readonly store: string | null;
}

export function v2Row(ticket: TicketV2Summary): TicketRow {
  return {
    id: ticket.id,
    number: ticketNumber("v2", ticket.id),
    href: `/tickets/${ticket.id}`,
    title: ticket.title,
    subtitle:
      ticket.complaint_type === null ? ticket.category : `${ticket.category} · ${ticket.complaint_type}`,
    status: v2StatusBadge(ticket.last_status),
    priority: v2PriorityBadge(ticket.priority),
    created: ticket.c_stamp,
    updated: ticket.m_stamp,
    due: null,
    store: null,
  };
}

/**
 * A row of head office's queue: a v2 row with its store. The detail is read by store and id, and
 * the ticket's store is rarely the selected one, so the link names it (`?location_id=`).
 */
export function queueRow(ticket: TicketQueueRow): TicketRow {
  return {
    ...v2Row(ticket),
    href: `/tickets/${ticket.id}?location_id=${ticket.location_id}`,
    store: ticket.store,
  };
}

export function oldRow(ticket: TicketOldSummary): TicketRow {
  return {
    id: ticket.id,
    number: ticketNumber("old", ticket.id),
    href: `/tickets_old/${ticket.id}`,
    title: ticket.title,
    subtitle: null,
    status: oldResolvedBadge(ticket.resolved),
    priority: oldPriorityBadge(ticket.priority),
    created: ticket.c_stamp,
    updated: ticket.m_stamp,
    due: ticket.edc_stamp,
    store: null,
  };
}
