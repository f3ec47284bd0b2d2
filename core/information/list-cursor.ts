/** Lists of the information area are keyset pages in id order; this many rows per page by default. */
export const INFORMATION_PAGE_LIMIT = 50;
export const INFORMATION_PAGE_MAX = 100;

// Versioned so the cursor can change shape later without old links being misread.
const PREFIX = "i1.";

/** The opaque cursor that continues a list after the row with this id. */
export const encodeListCursor = (id: number): string => `${PREFIX}${id}`;

/** The id a cursor continues after, or undefined for anything that is not one of our cursors. */
export function decodeListCursor(cursor: unknown): number | undefined {
  if (typeof cursor !== "string" || !cursor.startsWith(PREFIX)) return undefined;
  const digits = cursor.slice(PREFIX.length);
  if (!/^[1-9]\d{0,9}$/.test(digits)) return undefined;
  const id = Number(digits);
  return id <= 2_147_483_647 ? id : undefined;
}

/** The page size a query asks for, within 1..max; anything else gives the default. */
export function pageLimit(raw: unknown): number {
  const value = typeof raw === "string" && /^\d{1,3}$/.test(raw) ? Number(raw) : Number.NaN;
  return value >= 1 && value <= INFORMATION_PAGE_MAX ? value : INFORMATION_PAGE_LIMIT;
}
