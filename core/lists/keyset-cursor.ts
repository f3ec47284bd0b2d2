/**
 * Keyset pages, shared by every list the server pages by id (tickets, the ticket queue, tasks, the
 * staff directory, commerce, audits, the console): the cursor is the last id of the previous page,
 * newest first, so each page is one indexed read however long the list is. The one cursor codec of
 * id-keyed lists (core/schemas/keyset-page.ts reads the query with it; lists keyed by a time and an
 * id have theirs in core/account/account-page.ts).
 */

// Versioned so the cursor can change shape later without old links being misread.
const CURSOR_PREFIX = "v1.";

/** The opaque cursor that continues a list after the row with this id. */
export function encodeKeysetCursor(lastId: number): string {
  return `${CURSOR_PREFIX}${lastId.toString(36)}`;
}

/** The id a cursor continues after, or undefined for anything that is not one of our cursors. */
export function decodeKeysetCursor(cursor: unknown): number | undefined {
  if (typeof cursor !== "string" || !cursor.startsWith(CURSOR_PREFIX)) return undefined;
  const digits = cursor.slice(CURSOR_PREFIX.length);
  if (!/^[0-9a-z]{1,11}$/u.test(digits)) return undefined;
  const id = Number.parseInt(digits, 36);
  return Number.isSafeInteger(id) && id >= 0 ? id : undefined;
}

/**
 * The page answer from the rows the server read with LIMIT limit + 1: the extra row only tells
 * that another page exists.
 */
export function pageOfRows<T extends { readonly id: number }>(
  rows: readonly T[],
  limit: number,
): { readonly items: readonly T[]; readonly next_cursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    next_cursor: rows.length > limit && last !== undefined ? encodeKeysetCursor(last.id) : null,
  };
}
