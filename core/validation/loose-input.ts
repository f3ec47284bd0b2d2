/**
 * Reading form values that may hold anything. Forms bind loosely (a field can be undefined, a
 * number where text was expected, or the whole form can be missing), and rules must answer with
 * keys rather than throw, so every read goes through these helpers.
 */

/** The named own-or-inherited field of an object, or undefined for anything else. */
export function readField(input: unknown, name: string): unknown {
  if (typeof input !== "object" || input === null) return undefined;
  try {
    // A hostile getter or proxy must not turn a validation into an exception.
    return (input as Readonly<Record<string, unknown>>)[name];
  } catch {
    return undefined;
  }
}

/**
 * The text a field holds: strings as they are, finite numbers and bigints in their decimal form
 * (a numeric input may bind a number), and "" (the empty answer) for everything else.
 */
export function readText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "bigint") return String(value);
  return "";
}

/** True when the text holds something other than white space. */
export function isFilled(text: string): boolean {
  return text.trim().length > 0;
}

/**
 * Length as a person counts it, in Unicode code points: an emoji or a character outside the
 * basic plane is one character, not two UTF-16 units.
 */
export function codePointLength(text: string): number {
  let length = 0;
  for (const _ of text) length += 1;
  return length;
}

/** True when the text is one or more ASCII digits 0-9 (other scripts' digits are not numeric here). */
export function isAsciiDigits(text: string): boolean {
  return /^[0-9]+$/.test(text);
}
