/*
 * The keyset pages of the account and calendar lists (`?cursor=&limit=`): newest first by a stamp and
 * an id, and the cursor is the last row's (stamp, id), so a page is one index range read however long
 * the history grows.
 */

export const ACCOUNT_PAGE_DEFAULT_LIMIT = 25;
export const ACCOUNT_PAGE_MAX_LIMIT = 100;

export interface KeysetPosition {
  /** Epoch milliseconds of the last row's stamp. */
  readonly stampMs: number;
  readonly id: number;
}

const PREFIX = "k1.";

export function encodeKeysetCursor(position: KeysetPosition): string {
  return `${PREFIX}${position.stampMs.toString(36)}.${position.id.toString(36)}`;
}

/** The position a cursor continues after, or undefined for anything that is not one of ours. */
export function decodeKeysetCursor(cursor: unknown): KeysetPosition | undefined {
  if (typeof cursor !== "string" || !cursor.startsWith(PREFIX)) return undefined;
  const match = /^([0-9a-z]{1,11})\.([0-9a-z]{1,7})$/u.exec(cursor.slice(PREFIX.length));
  if (match === null) return undefined;
  const stampMs = Number.parseInt(match[1] ?? "", 36);
  const id = Number.parseInt(match[2] ?? "", 36);
  if (!Number.isSafeInteger(stampMs) || stampMs > 8.64e15 || !Number.isSafeInteger(id) || id > 2_147_483_647)
    return undefined;
  return { stampMs, id };
}

/** A page size from the query: missing is the default, too many is clamped, nonsense is undefined. */
export function readPageLimit(limit: unknown): number | undefined {
  if (limit === undefined) return ACCOUNT_PAGE_DEFAULT_LIMIT;
  if (typeof limit !== "string" || !/^[0-9]{1,6}$/u.test(limit)) return undefined;
  const value = Number(limit);
  return value < 1 ? undefined : Math.min(value, ACCOUNT_PAGE_MAX_LIMIT);
}
