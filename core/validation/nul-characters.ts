/**
 * U+0000 (NUL) is refused in every text the API receives: PostgreSQL cannot store it in `text`
 * (PGlite neither), so letting it through turns a typing or fuzzing mistake into a 500 deep inside
 * a query. No field of the spec has a use for it, so one rule refuses it everywhere at the edge.
 */
export const NUL_REFUSED_KEY = "b2b_nul_character" as const;

/** Whether a text holds U+0000. */
export const hasNul = (text: string): boolean => text.includes("\u0000");

/**
 * Whether any string of a parsed JSON value (object keys included) holds U+0000. Walks with its own
 * stack, not recursion: a 1 MiB body can nest hundreds of thousands of arrays deep, which would
 * overflow the call stack (a 500) before the rule could answer.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (hasNul(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (typeof next === "object" && next !== null) {
      for (const [key, item] of Object.entries(next)) {
        if (hasNul(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
