/** Ticket codes of both ticket forms (spec 3, 4, 9). Labels are the spec's English words. */

/** v2 ticket status (last_status). */
export const TICKET_STATUS = { open: 1, inProgress: 2, resolved: 3 } as const;
export type TicketStatus = (typeof TICKET_STATUS)[keyof typeof TICKET_STATUS];
export const TICKET_STATUS_LABELS = { 1: "open", 2: "in progress", 3: "resolved" } as const satisfies Record<
  TicketStatus,
  string
>;

/** v2 ticket priority. */
export const TICKET_PRIORITY = { high: 1, medium: 2, low: 3 } as const;
export type TicketPriority = (typeof TICKET_PRIORITY)[keyof typeof TICKET_PRIORITY];
export const TICKET_PRIORITY_LABELS = { 1: "high", 2: "medium", 3: "low" } as const satisfies Record<
  TicketPriority,
  string
>;

/** Older ticket form: priority codes 3, 4, 5. */
export const OLD_TICKET_PRIORITY = { high: 3, normal: 4, low: 5 } as const;
export type OldTicketPriority = (typeof OLD_TICKET_PRIORITY)[keyof typeof OLD_TICKET_PRIORITY];
export const OLD_TICKET_PRIORITY_LABELS = { 3: "High", 4: "Normal", 5: "Low" } as const satisfies Record<
  OldTicketPriority,
  string
>;

/** Older ticket form: resolved flag. */
export const OLD_TICKET_RESOLVED = { unresolved: 0, resolved: 1 } as const;
