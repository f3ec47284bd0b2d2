import * as Schema from "effect/Schema";
import { IdFromString } from "../../../core/schemas/ids";
import { TicketOld } from "../../../core/schemas/ticket-old";
import { TicketComm, TicketFileRelation, TicketV2 } from "../../../core/schemas/ticket-v2";

/**
 * Answers of docs/api-tickets.md that core/schemas does not model as such (list pages, small
 * answers), for the OpenAPI document; built from core's entity fields so they cannot drift.
 */

const { comm: _comm, files_relations: _files, location_id: _location, ...v2SummaryFields } = TicketV2.fields;
const { thread: _thread, ...oldSummaryFields } = TicketOld.fields;

const page = <S extends Schema.Top>(item: S, identifier: string) =>
  Schema.Struct({ items: Schema.Array(item), next_cursor: Schema.NullOr(Schema.String) }).annotate({
    identifier,
  });

export const TicketV2Page = page(Schema.Struct(v2SummaryFields), "TicketV2Page");
export const TicketOldPage = page(Schema.Struct(oldSummaryFields), "TicketOldPage");

/**
 * A file of a ticket as the detail and info answers carry it: core's fields, the relation id that
 * POST deleteTicketFile names, and whether the user asking may remove it (its uploader).
 */
export const TicketFileRelationAnswer = Schema.Struct({
  ...TicketFileRelation.fields,
  file_relation_id: Schema.Int,
  can_delete: Schema.Boolean,
}).annotate({ identifier: "TicketFileRelationAnswer" });

/** GET v2/tickets/{location_id}/{ticket_id}: core's TicketV2 with the files as above. */
export const TicketV2Detail = Schema.Struct({
  ...TicketV2.fields,
  files_relations: Schema.Array(TicketFileRelationAnswer),
}).annotate({ identifier: "TicketV2Detail" });

export const TicketInfo = Schema.Struct({
  ticket_id: Schema.Int,
  location_id: Schema.Int,
  last_status: TicketV2.fields.last_status,
  priority: TicketV2.fields.priority,
  comm: TicketComm,
  files_relations: Schema.Array(TicketFileRelationAnswer),
}).annotate({ identifier: "TicketInfo" });

export const TicketLinkResult = Schema.Struct({
  ticket_id: Schema.Int,
  file_relation_ids: Schema.Array(Schema.Int),
}).annotate({ identifier: "TicketLinkResult" });

export const TicketStatusResult = Schema.Struct({
  ticket_id: Schema.Int,
  last_status: TicketV2.fields.last_status,
  comm_id: Schema.NullOr(Schema.Int),
}).annotate({ identifier: "TicketStatusResult" });

export const FileRelationIds = Schema.Struct({ file_relation_ids: Schema.Array(Schema.Int) });
export const SuccessAnswer = Schema.Struct({ status: Schema.Literal("success") });
export const CreatedId = Schema.Struct({ id: Schema.Int });

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
