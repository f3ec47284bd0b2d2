import * as Schema from "effect/Schema";
import { OLD_TICKET_PRIORITY, OLD_TICKET_RESOLVED } from "../constants/ticket-constants";
import { makeDecoder, makeEncoder } from "../schemas/decode";
import { ThreadEntryId, TicketId } from "../schemas/ids";
import { InstantFromString } from "../schemas/temporal";

/** Spec §3: older-form priorities 3 High, 4 Normal, 5 Low. */
export const TicketOldPriority = Schema.Literals([
  OLD_TICKET_PRIORITY.high,
  OLD_TICKET_PRIORITY.normal,
  OLD_TICKET_PRIORITY.low,
]);
export type TicketOldPriority = typeof TicketOldPriority.Type;

/** Spec §4: 0 unresolved, 1 resolved. */
export const TicketOldResolved = Schema.Literals([
  OLD_TICKET_RESOLVED.unresolved,
  OLD_TICKET_RESOLVED.resolved,
]);
export type TicketOldResolved = typeof TicketOldResolved.Type;

export const TicketThreadEntry = Schema.Struct({
  id: ThreadEntryId,
  from_contact_name: Schema.String,
  message: Schema.String,
  c_stamp: InstantFromString,
  m_stamp: InstantFromString,
});
export type TicketThreadEntry = typeof TicketThreadEntry.Type;
export const decodeTicketThreadEntry = makeDecoder("TicketThreadEntry", TicketThreadEntry);
export const encodeTicketThreadEntry = makeEncoder("TicketThreadEntry", TicketThreadEntry);

/** A ticket in the older form (tickets_old screens). */
export const TicketOld = Schema.Struct({
  id: TicketId,
  title: Schema.String,
  priority: TicketOldPriority,
  resolved: TicketOldResolved,
  c_stamp: InstantFromString,
  m_stamp: InstantFromString,
  // Estimated date of completion; not every ticket has one.
  edc_stamp: Schema.NullOr(InstantFromString),
  thread: Schema.Array(TicketThreadEntry),
});
export type TicketOld = typeof TicketOld.Type;
export const decodeTicketOld = makeDecoder("TicketOld", TicketOld);
export const encodeTicketOld = makeEncoder("TicketOld", TicketOld);
