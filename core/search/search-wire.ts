import * as Schema from "effect/Schema";
import { makeDecoder } from "../schemas/decode";

/*
 * The search's wire contract (GET search), shared by every area's source: one schema for the
 * server's answers (and its OpenAPI document) and the browser's decoding.
 */

/** One hit: its kind (the source), its title, a short excerpt, where the browser opens it. */
export const SearchHit = Schema.Struct({
  source: Schema.String,
  id: Schema.Int,
  title: Schema.String,
  excerpt: Schema.String,
  path: Schema.String,
  /** The store the row belongs to, for store data (a licence, a task, a ticket). */
  store: Schema.optionalKey(Schema.String),
}).annotate({ identifier: "SearchHit" });
export type SearchHit = typeof SearchHit.Type;

/**
 * The hits grouped by kind (the sources' order), best first within each; `searched` names the kinds
 * open to the caller, so "no results" can say where it looked (a host that does not send it: unknown).
 */
export const SearchAnswer = Schema.Struct({
  hits: Schema.Array(SearchHit),
  searched: Schema.optionalKey(Schema.Array(Schema.String)),
}).annotate({ identifier: "SearchAnswer" });
export type SearchAnswer = typeof SearchAnswer.Type;

export const decodeSearchAnswer = makeDecoder("SearchAnswer", SearchAnswer);
