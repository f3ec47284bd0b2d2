import { parseIsoDate } from "./compliance-state";

/**
 * The keyset cursor of the licence and maintenance lists, ordered by (date, id): the cursor is the
 * last row's date and id, so the server reads `WHERE store = $1 AND (date, id) > ($date, $id)` from
 * the (store, date, id) index and every page costs the same.
 */
export interface DatedPosition {
  readonly date: string;
  readonly id: number;
}

const PREFIX = "d1.";
export const RECORD_PAGE_LIMIT = 50;

export const encodeDatedCursor = (position: DatedPosition): string =>
  `${PREFIX}${position.date}.${position.id.toString(36)}`;

/** The position a cursor continues after, or undefined for anything that is not one of ours. */
export function decodeDatedCursor(cursor: unknown): DatedPosition | undefined {
  if (typeof cursor !== "string" || !cursor.startsWith(PREFIX)) return undefined;
  const match = /^(\d{4}-\d{2}-\d{2})\.([0-9a-z]{1,6})$/u.exec(cursor.slice(PREFIX.length));
  if (match === null) return undefined;
  const [, date = "", digits = ""] = match;
  const id = Number.parseInt(digits, 36);
  if (parseIsoDate(date) === undefined || id > 2_147_483_647) return undefined;
  return { date, id };
}
