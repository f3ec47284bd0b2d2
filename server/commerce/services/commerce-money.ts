import type { CommerceLine } from "../../../core/commerce/commerce-wire";
import type { StoredLine } from "../tables/commerce-documents";

/** Whole cents to the wire's euros: exact to 2 decimals for any total a store can have. */
export const euros = (cents: number): number => cents / 100;

/** A stored line as the wire carries it, with its line total computed in cents. */
export const lineWire = (line: StoredLine): CommerceLine => ({
  description: line.description,
  quantity: line.quantity,
  unit_price: euros(line.unitCents),
  line_total: euros(line.unitCents * line.quantity),
});

/** The total of lines in cents: what the seed stores as a document's total. */
export const linesTotalCents = (lines: readonly StoredLine[]): number =>
  lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
