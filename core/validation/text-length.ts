import { codePointLength, readText } from "./loose-input";
import type { ValidationKey } from "./validation-key";

/**
 * The longest a free-text field may be, by kind (issue 20: a 300-character first name was taken and
 * broke the dashboard). One table for the browser and the server: the forms show the error as the
 * person types, the server refuses the same input with the same key. A new free-text field picks
 * the kind that fits it rather than a number of its own; each kind's message names its number.
 * Lengths count code points, as people count characters (an emoji is one).
 */
export const TEXT_LIMITS = {
  /** A first or last name: the longest real names fit with room to spare. */
  personName: 50,
  /** A title, a subject, a label, a city: one line. */
  shortText: 200,
  /** A description, a comment, a message: several paragraphs. */
  longText: 5000,
} as const;

export type TextKind = keyof typeof TEXT_LIMITS;

const TOO_LONG: Readonly<Record<TextKind, ValidationKey>> = {
  personName: "b2b_text_too_long_name",
  shortText: "b2b_text_too_long_short",
  longText: "b2b_text_too_long_long",
};

/** Whether a text fits its kind's limit (anything that is not text is empty, and fits). */
export function fitsTextLimit(value: unknown, kind: TextKind): boolean {
  return codePointLength(readText(value)) <= TEXT_LIMITS[kind];
}

/** No keys when the text fits; the kind's "at most N characters" key when it does not. */
export function validateTextLength(value: unknown, kind: TextKind): readonly ValidationKey[] {
  return fitsTextLimit(value, kind) ? [] : [TOO_LONG[kind]];
}
