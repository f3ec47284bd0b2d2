import * as Schema from "effect/Schema";
import { makeDecoder, type Ok } from "../../core/schemas/decode";
import { FileRelationId, TicketId } from "../../core/schemas/ids";
import { TicketOld } from "../../core/schemas/ticket-old";
import { TicketFileRelation, TicketV2, TicketV2Summary } from "../../core/schemas/ticket-v2";

/*
 * Answers of docs/api-tickets.md that core/schemas does not model as such: the list pages (a ticket
 * without its conversation) and the small answers of the status change and the older form's save.
 * Built from core's entity fields, so a list row can never disagree with the detail's types.
 */

/** One row of `GET v2/tickets/location/{id}` (core's list shape, shared with the base load). */
export { TicketV2Summary };

const { thread: _thread, ...oldSummaryFields } = TicketOld.fields;
/** One row of `GET tickets_old/location/{id}`. */
export const TicketOldSummary = Schema.Struct(oldSummaryFields);
export type TicketOldSummary = typeof TicketOldSummary.Type;

const page = <S extends Schema.Top>(item: S) =>
  Schema.Struct({ items: Schema.Array(item), next_cursor: Schema.NullOr(Schema.String) });

export const decodeTicketV2Page = makeDecoder("TicketV2Page", page(TicketV2Summary));
export const decodeTicketOldPage = makeDecoder("TicketOldPage", page(TicketOldSummary));

/**
 * A file of `GET v2/tickets/{location_id}/{ticket_id}`: core's fields, the relation id that POST
 * deleteTicketFile names, and whether the signed-in user may remove it (its uploader).
 */
export const TicketFileWithActions = Schema.Struct({
  ...TicketFileRelation.fields,
  file_relation_id: FileRelationId,
  can_delete: Schema.Boolean,
});
/** The v2 ticket detail: core's TicketV2 with its files as above. */
export const TicketV2WithFiles = Schema.Struct({
  ...TicketV2.fields,
  files_relations: Schema.Array(TicketFileWithActions),
});
export type TicketV2WithFiles = typeof TicketV2WithFiles.Type;
export const decodeTicketV2WithFiles = makeDecoder("TicketV2Detail", TicketV2WithFiles);

/** `POST tickets_old`: the new ticket's id. */
export const decodeOldTicketCreated = makeDecoder("OldTicketCreated", Schema.Struct({ id: TicketId }));

/** Answers whose body the browser does not need (it reloads what it shows): any JSON passes. */
export const acceptAnyAnswer = (input: unknown): Ok<unknown> => ({ _tag: "Ok", value: input });
