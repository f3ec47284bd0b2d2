import * as Schema from "effect/Schema";
import { TICKET_PRIORITY, TICKET_STATUS } from "../constants/ticket-constants";
import { makeDecoder, makeEncoder } from "../schemas/decode";
import {
  CategoryId,
  CommId,
  ComplaintTypeId,
  ContactId,
  FileId,
  FileRelationId,
  LocationId,
  TaskId,
  TicketId,
} from "../schemas/ids";
import { InstantFromString } from "../schemas/temporal";

/** Spec §4: v2 status 1 open, 2 in progress, 3 resolved. */
export const TicketStatus = Schema.Literals([
  TICKET_STATUS.open,
  TICKET_STATUS.inProgress,
  TICKET_STATUS.resolved,
]);
export type TicketStatus = typeof TicketStatus.Type;

/** Spec §4: v2 priority 1 high, 2 medium, 3 low. */
export const TicketPriority = Schema.Literals([
  TICKET_PRIORITY.high,
  TICKET_PRIORITY.medium,
  TICKET_PRIORITY.low,
]);
export type TicketPriority = typeof TicketPriority.Type;

/** A message of the ticket's conversation (`comm`). */
export const TicketComm = Schema.Struct({
  id: CommId,
  from_contact_name: Schema.String,
  message: Schema.String,
  c_stamp: InstantFromString,
});
export type TicketComm = typeof TicketComm.Type;

/** A file attached to a ticket. */
export const TicketFileRelation = Schema.Struct({
  file_id: FileId,
  name: Schema.String,
  file_url: Schema.String,
  file_type: Schema.String,
});
export type TicketFileRelation = typeof TicketFileRelation.Type;

export const TicketV2 = Schema.Struct({
  id: TicketId,
  location_id: LocationId,
  title: Schema.String,
  category_id: CategoryId,
  category: Schema.String,
  contact_id: ContactId,
  contact: Schema.String,
  // Not every category has complaint types, so both may be null.
  complaint_type_id: Schema.NullOr(ComplaintTypeId),
  complaint_type: Schema.NullOr(Schema.String),
  last_status: TicketStatus,
  priority: TicketPriority,
  c_stamp: InstantFromString,
  m_stamp: InstantFromString,
  comm: Schema.Array(TicketComm),
  files_relations: Schema.Array(TicketFileRelation),
});
export type TicketV2 = typeof TicketV2.Type;

const { comm: _comm, files_relations: _files, location_id: _location, ...summaryFields } = TicketV2.fields;
/**
 * A v2 ticket as lists carry it (the ticket list pages and the base load's `tickets`): the ticket
 * without its conversation, files and store. Built from TicketV2's fields so the two cannot drift.
 */
export const TicketV2Summary = Schema.Struct(summaryFields);
export type TicketV2Summary = typeof TicketV2Summary.Type;
export const decodeTicketV2 = makeDecoder("TicketV2", TicketV2);
export const encodeTicketV2 = makeEncoder("TicketV2", TicketV2);
export const decodeTicketsV2 = makeDecoder("TicketV2[]", Schema.Array(TicketV2));

/** The answer of the save-ticket call; the follow-up call carries the same ids. */
export const TicketSaveResult = Schema.Struct({
  ticket_id: TicketId,
  task_ids: Schema.Array(TaskId),
  comm_ids: Schema.Array(CommId),
  file_relation_ids: Schema.Array(FileRelationId),
});
export type TicketSaveResult = typeof TicketSaveResult.Type;
export const decodeTicketSaveResult = makeDecoder("TicketSaveResult", TicketSaveResult);
export const encodeTicketSaveResult = makeEncoder("TicketSaveResult", TicketSaveResult);
