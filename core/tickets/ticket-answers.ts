import * as Schema from "effect/Schema";
import { makeDecoder } from "../schemas/decode";
import { CommId, FileRelationId, IdFromString, LocationId, TicketId } from "../schemas/ids";
import { TicketOld } from "./ticket-old";
import { TicketComm, TicketFileRelation, TicketV2, TicketV2Summary } from "./ticket-v2";

/*
 * The tickets area's wire contract beyond core's entities (docs/api-tickets.md): list pages, the
 * detail with its files' actions, and the small answers. One schema each, used by the server to
 * describe its answers (the OpenAPI document) and by the browser to decode them, so the two cannot
 * drift. Built from core's entity fields.
 */

const { thread: _thread, ...oldSummaryFields } = TicketOld.fields;
/** One row of `GET tickets_old/location/{id}`: the older ticket without its thread. */
export const TicketOldSummary = Schema.Struct(oldSummaryFields).annotate({ identifier: "TicketOldSummary" });
export type TicketOldSummary = typeof TicketOldSummary.Type;

const page = <S extends Schema.Top>(item: S, identifier: string) =>
  Schema.Struct({ items: Schema.Array(item), next_cursor: Schema.NullOr(Schema.String) }).annotate({
    identifier,
  });

/** `GET v2/tickets/location/{id}`: a page of rows (core's list shape, shared with the base load). */
export const TicketV2Page = page(TicketV2Summary, "TicketV2Page");
/** `GET tickets_old/location/{id}`. */
export const TicketOldPage = page(TicketOldSummary, "TicketOldPage");

/**
 * A file of a ticket as the detail and info answers carry it: core's fields, the relation id that
 * POST deleteTicketFile names, and whether the user asking may remove it (its uploader).
 */
export const TicketFileWithActions = Schema.Struct({
  ...TicketFileRelation.fields,
  file_relation_id: FileRelationId,
  can_delete: Schema.Boolean,
}).annotate({ identifier: "TicketFileRelationAnswer" });
export type TicketFileWithActions = typeof TicketFileWithActions.Type;

/** `GET v2/tickets/{location_id}/{ticket_id}`: core's TicketV2 with the files as above. */
export const TicketV2Detail = Schema.Struct({
  ...TicketV2.fields,
  files_relations: Schema.Array(TicketFileWithActions),
}).annotate({ identifier: "TicketV2Detail" });
export type TicketV2Detail = typeof TicketV2Detail.Type;

/** `GET tickets/info/{ticket_id}/{comm_id}`. */
export const TicketInfo = Schema.Struct({
  ticket_id: TicketId,
  location_id: LocationId,
  last_status: TicketV2.fields.last_status,
  priority: TicketV2.fields.priority,
  comm: TicketComm,
  files_relations: Schema.Array(TicketFileWithActions),
}).annotate({ identifier: "TicketInfo" });

/** `POST saveTicketFiles`. */
export const TicketLinkResult = Schema.Struct({
  ticket_id: TicketId,
  file_relation_ids: Schema.Array(FileRelationId),
}).annotate({ identifier: "TicketLinkResult" });

/** `POST v2/tickets/thread/update`. */
export const TicketStatusResult = Schema.Struct({
  ticket_id: TicketId,
  last_status: TicketV2.fields.last_status,
  comm_id: Schema.NullOr(CommId),
}).annotate({ identifier: "TicketStatusResult" });

export const FileRelationIds = Schema.Struct({ file_relation_ids: Schema.Array(FileRelationId) });
export const SuccessAnswer = Schema.Struct({ status: Schema.Literal("success") });
/** `POST tickets_old`: the new ticket's id. */
export const CreatedTicket = Schema.Struct({ id: TicketId });

/** `GET v2/tickets/limits`: the limits the server applies (core/tickets/ticket-limits.ts reads them). */
export const TicketLimitsAnswer = Schema.Struct({
  title_min_length: Schema.Int,
  title_max_length: Schema.Int,
  message_min_length: Schema.Int,
  message_max_length: Schema.Int,
  reply_max_length: Schema.Int,
  attachment_max_bytes: Schema.Int,
  attachment_max_count: Schema.Int,
  allowed_extensions: Schema.Array(Schema.String),
}).annotate({ identifier: "TicketLimits" });

/** `?status=all|resolved&cursor=&limit=`: read as text, parseTicketListQuery decides (400 on junk). */
export const TicketListParams = Schema.Struct({
  status: Schema.optionalKey(Schema.String),
  cursor: Schema.optionalKey(Schema.String),
  limit: Schema.optionalKey(Schema.String),
});
export const ComplaintTypesQuery = Schema.Struct({ category_id: Schema.optionalKey(IdFromString) });
export const ContactsQuery = Schema.Struct({ location_id: IdFromString });

export const decodeTicketV2Page = makeDecoder("TicketV2Page", TicketV2Page);
export const decodeTicketOldPage = makeDecoder("TicketOldPage", TicketOldPage);
export const decodeTicketV2Detail = makeDecoder("TicketV2Detail", TicketV2Detail);
export const decodeCreatedTicket = makeDecoder("CreatedTicket", CreatedTicket);
