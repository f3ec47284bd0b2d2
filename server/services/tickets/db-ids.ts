import * as Schema from "effect/Schema";

/**
 * Ids are PostgreSQL `integer` columns. core's id schemas accept any safe integer, and a larger
 * number in a query is a database error (a 500), so every id from outside is checked against the
 * column's range first: one out of range names nothing and is answered like any unknown id.
 */
export const MAX_DB_ID = 2_147_483_647;

export const fitsDbId = (id: number): boolean => Number.isSafeInteger(id) && id >= 0 && id <= MAX_DB_ID;

/** A path segment as an id, or null when it is not one (the route answers 404). */
export function parseIdParam(text: string | undefined): number | null {
  if (text === undefined || !/^[0-9]{1,10}$/u.test(text)) return null;
  const id = Number(text);
  return fitsDbId(id) ? id : null;
}

/** Whether every `*_id` / `*_ids` field of a decoded body fits the id columns. */
function idsFit(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return true;
  return Object.entries(value).every(([key, field]) => {
    if (key.endsWith("_ids") && Array.isArray(field))
      return field.every((id) => typeof id !== "number" || fitsDbId(id));
    if (key.endsWith("_id") && typeof field === "number") return fitsDbId(field);
    return true;
  });
}

/** A request schema whose ids must also fit the id columns (422 `b2b_invalid_input` otherwise). */
export function withDbIds<S extends Schema.Top>(schema: S) {
  return schema.check(Schema.makeFilter<S["Type"]>((value) => idsFit(value), { message: "id out of range" }));
}
