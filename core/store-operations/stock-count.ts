/**
 * The stock count's rules, shared by the counting screen and the server: what a typed count may be,
 * and the difference between the count and the books (spec 3: physicalStock, stockDifference).
 */

/** The largest count a product may have (the wire schema's bound). */
export const STOCK_COUNT_MAX = 1_000_000;
/** Counts are kept to the gram / millilitre: three decimals, like the database's numeric(12, 3). */
export const STOCK_DECIMALS = 3;

const SCALE = 10 ** STOCK_DECIMALS;

/** A quantity rounded to the kept precision (half away from zero, as numeric does). */
export const roundStock = (value: number): number =>
  (Math.sign(value) * Math.round(Math.abs(value) * SCALE)) / SCALE;

/** Counted minus expected: negative is missing stock, positive is stock the books do not know. */
export const stockDifference = (expected: number, physical: number): number =>
  roundStock(roundStock(physical) - roundStock(expected));

export type StockCountError = "b2b_stock_count_invalid" | "b2b_stock_count_too_large";

export type ParsedCount =
  { readonly ok: true; readonly value: number } | { readonly ok: false; readonly key: StockCountError };

/**
 * A count as typed on a phone: digits with a decimal comma (Greek keyboards) or point, at most three
 * decimals, never negative. Blank is "not counted", which the caller treats as no entry.
 */
export function parseStockCount(text: string): ParsedCount {
  const trimmed = text.trim();
  const match = /^(\d{1,7})(?:[.,](\d{1,3}))?$/u.exec(trimmed);
  if (match === null) return { ok: false, key: "b2b_stock_count_invalid" };
  const value = Number(`${match[1]}.${match[2] ?? "0"}`);
  if (value > STOCK_COUNT_MAX) return { ok: false, key: "b2b_stock_count_too_large" };
  return { ok: true, value };
}

/** A product's entered text and the count line it becomes (or the error that stops it). */
export interface CountEntry {
  readonly productId: number;
  readonly text: string;
}

export type CountLines =
  | {
      readonly ok: true;
      readonly lines: readonly { readonly product_id: number; readonly physical_stock: number }[];
    }
  | { readonly ok: false; readonly errors: Readonly<Record<number, StockCountError>> };

/**
 * The count to send: every product with a non-blank entry. Any unreadable entry stops the whole count
 * (a half-sent count would mix two moments); blanks are simply not counted this time.
 */
export function countLines(entries: readonly CountEntry[]): CountLines {
  const errors: Record<number, StockCountError> = {};
  const lines: { product_id: number; physical_stock: number }[] = [];
  for (const entry of entries) {
    if (entry.text.trim() === "") continue;
    const parsed = parseStockCount(entry.text);
    if (parsed.ok) lines.push({ product_id: entry.productId, physical_stock: parsed.value });
    else errors[entry.productId] = parsed.key;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, lines };
}
