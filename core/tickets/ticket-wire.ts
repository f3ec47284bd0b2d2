import * as Schema from "effect/Schema";
import { makeDecoder } from "../schemas/decode";
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
import { TicketOldPriority } from "./ticket-old";
import { TicketPriority, TicketStatus } from "./ticket-v2";
import type { TicketDraftFields } from "./ticket-draft";

/**
 * Request bodies and the small answers of the ticket calls (docs/api-tickets.md). The server
 * decodes requests with these, the browser builds them; the entity answers (TicketV2, TicketOld,
 * TicketSaveResult) live in core/schemas.
 */

/** POST v2/tickets (save ticket), with header Idempotency-Key. */
export const TicketSavePayload = Schema.Struct({
  location_id: LocationId,
  title: Schema.String,
  category_id: CategoryId,
  contact_id: ContactId,
  complaint_type_id: Schema.NullOr(ComplaintTypeId),
  priority: TicketPriority,
  message: Schema.String,
  // Files uploaded before the save (POST v2/files); the save records a relation for each.
  file_ids: Schema.Array(FileId),
});
export type TicketSavePayload = typeof TicketSavePayload.Type;
export const decodeTicketSavePayload = makeDecoder("TicketSavePayload", TicketSavePayload);

/**
 * The save payload of a valid draft; undefined when a required choice is missing (validate first).
 * Texts are trimmed, as they were counted by the validation.
 */
export function toTicketSavePayload(
  fields: TicketDraftFields,
  locationId: LocationId,
  fileIds: readonly FileId[],
): TicketSavePayload | undefined {
  if (fields.category_id === null || fields.contact_id === null) return undefined;
  return {
    location_id: locationId,
    title: fields.title.trim(),
    category_id: fields.category_id,
    contact_id: fields.contact_id,
    complaint_type_id: fields.complaint_type_id,
    priority: fields.priority,
    message: fields.message.trim(),
    file_ids: [...fileIds],
  };
}

/** POST saveTicketFiles: the second call of a save, with the ids the save answered. */
export const TicketLinkPayload = Schema.Struct({
  ticket_id: TicketId,
  task_ids: Schema.optionalKey(Schema.Array(TaskId)),
  comm_ids: Schema.optionalKey(Schema.Array(CommId)),
  file_relation_ids: Schema.optionalKey(Schema.Array(FileRelationId)),
});
export type TicketLinkPayload = typeof TicketLinkPayload.Type;
export const decodeTicketLinkPayload = makeDecoder("TicketLinkPayload", TicketLinkPayload);

/** POST sendTicketEmailsAfterSave. */
export const TicketEmailsPayload = Schema.Struct({ ticket_id: TicketId });
export type TicketEmailsPayload = typeof TicketEmailsPayload.Type;
export const decodeTicketEmailsPayload = makeDecoder("TicketEmailsPayload", TicketEmailsPayload);

/** POST v2/files/save: files uploaded after a message, attached to that message. */
export const FilesSavePayload = Schema.Struct({
  ticket_id: TicketId,
  comm_id: CommId,
  file_ids: Schema.Array(FileId),
});
export type FilesSavePayload = typeof FilesSavePayload.Type;
export const decodeFilesSavePayload = makeDecoder("FilesSavePayload", FilesSavePayload);

/** POST deleteTicketFile. */
export const DeleteTicketFilePayload = Schema.Struct({
  ticket_id: TicketId,
  file_relation_id: FileRelationId,
});
export type DeleteTicketFilePayload = typeof DeleteTicketFilePayload.Type;
export const decodeDeleteTicketFilePayload = makeDecoder("DeleteTicketFilePayload", DeleteTicketFilePayload);

/** POST v2/tickets/thread (a reply), with header Idempotency-Key. */
export const ThreadMessagePayload = Schema.Struct({
  ticket_id: TicketId,
  message: Schema.String,
  file_ids: Schema.optionalKey(Schema.Array(FileId)),
});
export type ThreadMessagePayload = typeof ThreadMessagePayload.Type;
export const decodeThreadMessagePayload = makeDecoder("ThreadMessagePayload", ThreadMessagePayload);

export const ThreadMessageResult = Schema.Struct({
  comm_id: CommId,
  file_relation_ids: Schema.Array(FileRelationId),
});
export type ThreadMessageResult = typeof ThreadMessageResult.Type;
export const decodeThreadMessageResult = makeDecoder("ThreadMessageResult", ThreadMessageResult);

/** POST v2/tickets/thread/update: a status change, with an optional resolution note. */
export const ThreadUpdatePayload = Schema.Struct({
  ticket_id: TicketId,
  last_status: TicketStatus,
  resolution: Schema.optionalKey(Schema.String),
});
export type ThreadUpdatePayload = typeof ThreadUpdatePayload.Type;
export const decodeThreadUpdatePayload = makeDecoder("ThreadUpdatePayload", ThreadUpdatePayload);

/** POST saveThreadMessage (older form). */
export const OldThreadMessagePayload = Schema.Struct({
  ticket_id: TicketId,
  message: Schema.String,
});
export type OldThreadMessagePayload = typeof OldThreadMessagePayload.Type;
export const decodeOldThreadMessagePayload = makeDecoder("OldThreadMessagePayload", OldThreadMessagePayload);

/** POST tickets_old (a new ticket in the older form). */
export const OldTicketPayload = Schema.Struct({
  location_id: LocationId,
  title: Schema.String,
  priority: TicketOldPriority,
  message: Schema.String,
});
export type OldTicketPayload = typeof OldTicketPayload.Type;
export const decodeOldTicketPayload = makeDecoder("OldTicketPayload", OldTicketPayload);

/** The pick lists of the new-ticket form. */
export const TicketCategory = Schema.Struct({
  id: CategoryId,
  title: Schema.String,
  has_complaint_types: Schema.Boolean,
});
export type TicketCategory = typeof TicketCategory.Type;
export const decodeTicketCategories = makeDecoder("TicketCategory[]", Schema.Array(TicketCategory));

export const ComplaintType = Schema.Struct({
  id: ComplaintTypeId,
  category_id: CategoryId,
  title: Schema.String,
});
export type ComplaintType = typeof ComplaintType.Type;
export const decodeComplaintTypes = makeDecoder("ComplaintType[]", Schema.Array(ComplaintType));

export const TicketContact = Schema.Struct({
  id: ContactId,
  name: Schema.String,
});
export type TicketContact = typeof TicketContact.Type;
export const decodeTicketContacts = makeDecoder("TicketContact[]", Schema.Array(TicketContact));
