import * as Schema from "effect/Schema";
import { makeDecoder } from "../schemas/decode";
import { CategoryId, LocationId } from "../schemas/ids";
import { TicketV2Summary } from "./ticket-v2";

/*
 * The wire contract of head office's queue (core/tickets/ticket-queue-query.ts): the server
 * describes its answers with these schemas and the browser decodes them with the same ones.
 */

/** One row of `GET v2/tickets/queue`: a store list's row with its store. */
export const TicketQueueRow = Schema.Struct({
  ...TicketV2Summary.fields,
  location_id: LocationId,
  /** The store's title, whole: the view decides how much of it fits. */
  store: Schema.String,
}).annotate({ identifier: "TicketQueueRow" });
export type TicketQueueRow = typeof TicketQueueRow.Type;

export const TicketQueuePage = Schema.Struct({
  items: Schema.Array(TicketQueueRow),
  next_cursor: Schema.NullOr(Schema.String),
}).annotate({ identifier: "TicketQueuePage" });
export type TicketQueuePage = typeof TicketQueuePage.Type;

/** `GET v2/tickets/queue/filters`: the stores and categories the queue's filters offer. */
export const TicketQueueFilterChoices = Schema.Struct({
  stores: Schema.Array(Schema.Struct({ id: LocationId, title: Schema.String })),
  categories: Schema.Array(Schema.Struct({ id: CategoryId, title: Schema.String })),
}).annotate({ identifier: "TicketQueueFilters" });
export type TicketQueueFilterChoices = typeof TicketQueueFilterChoices.Type;

/** The queue's query strings, read as text; parseTicketQueueQuery decides (400 on junk). */
export const TicketQueueParams = Schema.Struct({
  status: Schema.optionalKey(Schema.String),
  priority: Schema.optionalKey(Schema.String),
  location_id: Schema.optionalKey(Schema.String),
  category_id: Schema.optionalKey(Schema.String),
  cursor: Schema.optionalKey(Schema.String),
  limit: Schema.optionalKey(Schema.String),
});

export const decodeTicketQueuePage = makeDecoder("TicketQueuePage", TicketQueuePage);
export const decodeTicketQueueFilterChoices = makeDecoder("TicketQueueFilters", TicketQueueFilterChoices);
