/**
 * True when a select-like field holds a chosen id: a positive integer, or text with something other
 * than white space. Placeholders (undefined, null, "", 0) count as nothing chosen.
 */
export function isSelectedId(value: unknown): boolean {
  if (typeof value === "number") return Number.isSafeInteger(value) && value > 0;
  if (typeof value === "string") return value.trim().length > 0;
  return false;
}
