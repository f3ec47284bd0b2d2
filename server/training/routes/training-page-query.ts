import * as Schema from "effect/Schema";
import {
  decodeResultCursor,
  RESULT_PAGE_LIMIT,
  type ResultPosition,
} from "../../../core/training/result-cursor";

/** `?cursor=&limit=` of the result histories. */
export const ResultPageParams = Schema.Struct({
  cursor: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.String),
});

/** The page asked for; undefined when the cursor or limit does not read (422). A large limit is clamped. */
export function readResultPage(
  params: typeof ResultPageParams.Type,
): { readonly cursor: ResultPosition | undefined; readonly limit: number } | undefined {
  const cursor =
    params.cursor === undefined || params.cursor === "" ? undefined : decodeResultCursor(params.cursor);
  if (params.cursor !== undefined && params.cursor !== "" && cursor === undefined) return undefined;
  if (params.limit === undefined || params.limit === "") return { cursor, limit: RESULT_PAGE_LIMIT.default };
  if (!/^\d{1,6}$/u.test(params.limit) || Number(params.limit) < RESULT_PAGE_LIMIT.min) return undefined;
  return { cursor, limit: Math.min(Number(params.limit), RESULT_PAGE_LIMIT.max) };
}
