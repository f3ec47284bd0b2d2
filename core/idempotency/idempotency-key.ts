/**
 * The Idempotency-Key of the writes sent once (tickets first, now every area's forms). The browser makes one per draft (a random UUID, made at
 * the edge) and sends it with every attempt of that draft's save, so a retry after a lost answer
 * gets the first answer instead of a second ticket.
 */

// A UUID in its canonical text (crypto.randomUUID gives version 4); lower or upper case hex.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/iu;

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/** Whether a header value is a usable key. */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** The form the server stores and compares (case does not make two keys different). */
export function normaliseIdempotencyKey(value: string): string {
  return value.toLowerCase();
}

/**
 * A canonical JSON text of a request payload: object keys sorted at every depth, so the same
 * payload always gives the same text and the server can tell "same key, same payload" (answer
 * again) from "same key, other payload" (409). Values JSON cannot hold become null, as in
 * JSON.stringify arrays; undefined object fields are left out, as JSON.stringify does.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonical(value, 0)) ?? "null";
}

const MAX_DEPTH = 64;

function canonical(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) return null;
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) return value.map((item) => canonical(item, depth + 1));
  if (typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const field = (value as Record<string, unknown>)[key];
      if (field !== undefined && typeof field !== "function" && typeof field !== "symbol") {
        out[key] = canonical(field, depth + 1);
      }
    }
    return out;
  }
  return null;
}
