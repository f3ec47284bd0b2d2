/**
 * A title is one line (issue #29 item 11). Titles travel into places where a line break means
 * something: an e-mail subject (a header), a calendar feed line, a CSV cell, a push notice. So every
 * `title` a request carries, at any depth, is refused when it holds a line break: one rule, checked
 * at the edge for every route (server/http/middleware/refuse-title-breaks), rather than one per form.
 * Refused rather than stripped, so what is stored is exactly what the sender typed.
 */
export const TITLE_LINE_BREAK_KEY = "b2b_title_line_break" as const;

/** CR, LF, and the other characters Unicode treats as ending a line (VT, FF, NEL, LS, PS). */
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/u;

/** Whether a text holds a line break. */
export const hasLineBreak = (text: string): boolean => LINE_BREAK.test(text);

/**
 * Whether any `title` property of a parsed JSON value holds a line break, in its text or in any text
 * under it (a translated title is `{ gr, en }`). Walks with its own stack, not recursion, as
 * containsNul does: a deeply nested body must not overflow the call stack.
 */
export function titleHasLineBreak(value: unknown): boolean {
  const pending: { readonly value: unknown; readonly inTitle: boolean }[] = [{ value, inTitle: false }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value === "string") {
      if (next.inTitle && hasLineBreak(next.value)) return true;
    } else if (Array.isArray(next.value)) {
      for (const item of next.value) pending.push({ value: item, inTitle: next.inTitle });
    } else if (typeof next.value === "object" && next.value !== null) {
      for (const [key, item] of Object.entries(next.value))
        pending.push({ value: item, inTitle: next.inTitle || key === "title" });
    }
  }
  return false;
}
