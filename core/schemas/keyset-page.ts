import * as Schema from "effect/Schema";
import { decodeKeysetCursor } from "../lists/keyset-cursor";

/*
 * Keyset pages for any list that grows: newest first by id, the cursor is the last id of the page
 * before, so the server reads `... AND id < $cursor ORDER BY id DESC LIMIT $limit + 1` from an index
 * and the first page of a store with 10,000 rows costs the same as any other. The cursor and the
 * page of rows are core/lists/keyset-cursor.ts's, one codec for every id-keyed list; the tickets'
 * lists (core/tickets/ticket-list-query.ts) read their query with their own tabs.
 */

/** `{ items, next_cursor }`: one page of `item`, and the cursor of the next page (null: the last). */
export const keysetPage = <S extends Schema.Top>(item: S, identifier: string) =>
  Schema.Struct({ items: Schema.Array(item), next_cursor: Schema.NullOr(Schema.String) }).annotate({
    identifier,
  });

export interface KeysetQuery {
  /** Only rows with a smaller id; null for the first page. */
  readonly beforeId: number | null;
  readonly limit: number;
}

export interface KeysetLimits {
  readonly defaultLimit: number;
  readonly maxLimit: number;
}

/**
 * Reads `cursor` and `limit` of a list request. A missing limit is the default, one above the
 * maximum is clamped (asking for too much is not an error); an unreadable cursor or limit is
 * undefined, which the route answers with 400 `b2b_invalid_input`.
 */
export function parseKeysetQuery(
  params: { readonly cursor?: string | null | undefined; readonly limit?: string | null | undefined },
  limits: KeysetLimits,
): KeysetQuery | undefined {
  let beforeId: number | null = null;
  if (params.cursor !== undefined && params.cursor !== null && params.cursor !== "") {
    const id = decodeKeysetCursor(params.cursor);
    if (id === undefined) return undefined;
    beforeId = id;
  }
  let limit = limits.defaultLimit;
  if (params.limit !== undefined && params.limit !== null && params.limit !== "") {
    if (!/^[0-9]{1,6}$/u.test(params.limit) || Number(params.limit) < 1) return undefined;
    limit = Math.min(Number(params.limit), limits.maxLimit);
  }
  return { beforeId, limit };
}
