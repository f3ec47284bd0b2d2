import { OLD_TICKET_RESOLVED, TICKET_STATUS } from "../constants/ticket-constants";
import { isRecord } from "../rules/loose-read";

/** The two tabs of the tickets screen (spec 2): every ticket of the store, or resolved ones only. */
export const TICKET_TABS = ["all", "resolved"] as const;
export type TicketTab = (typeof TICKET_TABS)[number];

/** Either ticket form: v2 carries last_status (3 resolved), the older form resolved (0 or 1). */
export interface TicketResolution {
  readonly last_status?: number | null | undefined;
  readonly resolved?: number | boolean | null | undefined;
}

/**
 * Whether a ticket of either form is resolved. When a ticket carries last_status it decides (v2
 * is the newer truth); otherwise the older resolved flag does (1 or true).
 */
export function isResolvedTicket(ticket: TicketResolution): boolean {
  if (!isRecord(ticket)) return false;
  if (typeof ticket.last_status === "number") return ticket.last_status === TICKET_STATUS.resolved;
  return ticket.resolved === OLD_TICKET_RESOLVED.resolved || ticket.resolved === true;
}

/** The filter behind each tab; the store itself is chosen by the query, not here. */
export function ticketMatchesTab(tab: TicketTab, ticket: TicketResolution): boolean {
  return tab === "resolved" ? isResolvedTicket(ticket) : true;
}
