/**
 * How a ticket's number is shown. The two forms keep separate id sequences, so "#2" of the v2
 * form and "#2" of the older form are different tickets: the older form's numbers carry a prefix
 * that is the same in every language, so a number read out on the phone names one ticket
 * (issue 33, item 1; docs/decisions.md, "A saved ticket opens itself").
 */
export type TicketNumberForm = "v2" | "old";

export const OLD_TICKET_NUMBER_PREFIX = "OF-";

export function ticketNumber(form: TicketNumberForm, id: number): string {
  return form === "old" ? `${OLD_TICKET_NUMBER_PREFIX}${id}` : `#${id}`;
}
