import type { Json } from "./redact";

/*
 * Translations in a trace (issue 20 item 10): the catalogue a session loads at sign-in is most of a
 * trace's bytes (about 70 KB a time, recorded at each load), yet a replay needs none of its texts:
 * no machine decides on a text. The recorder keeps, in place of each catalogue, its version (a hash
 * of its texts) and its keys; the replay puts texts back from the catalogue the app ships, key by key.
 */

export const CATALOGUE_MARK = "$catalogue";

/** What a trace keeps of a catalogue: the version of its texts and the keys it had. */
export interface CatalogueInTrace {
  readonly version: string;
  readonly keys: ReadonlyArray<string>;
}

type Texts = Readonly<Record<string, { readonly gr?: unknown; readonly en?: unknown }>>;

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A translations answer: keys to `{ gr, en }` texts (at least one entry, every entry of that shape). */
export function isCatalogue(value: unknown): value is Texts {
  if (!isObject(value)) return false;
  const entries = Object.values(value);
  return (
    entries.length > 0 &&
    entries.every(
      (entry) => isObject(entry) && (typeof entry["gr"] === "string" || typeof entry["en"] === "string"),
    )
  );
}

/** FNV-1a (32 bit) of the catalogue's keys and texts in key order: equal texts, equal version. */
export function catalogueVersion(texts: Texts): string {
  let hash = 0x811c9dc5;
  const feed = (text: string) => {
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
  };
  for (const key of Object.keys(texts).sort()) {
    const entry = texts[key];
    feed(`${key}\u0000${String(entry?.gr ?? "")}\u0000${String(entry?.en ?? "")}\u0000`);
  }
  return hash.toString(16).padStart(8, "0");
}

/** A plain record (not a Date, a Temporal value, a class instance or an array), safe to rebuild. */
const isPlainRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  isObject(value) && [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null);

/**
 * Every catalogue inside a recorded value replaced by its version and keys. Only plain records are
 * rebuilt: anything else (a date, a decoded class) is handed on untouched for redaction to read.
 */
export function compactCatalogues(value: unknown, depth = 0): unknown {
  if (depth > 4 || !isPlainRecord(value)) return value;
  if (isCatalogue(value))
    return { [CATALOGUE_MARK]: { version: catalogueVersion(value), keys: Object.keys(value) } };
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, compactCatalogues(inner, depth + 1)]),
  );
}

/** The marks of a recorded value given texts again from `shipped` (a key it lacks shows as the key). */
export function expandCatalogues(value: Json | undefined, shipped: Texts, depth = 0): Json | undefined {
  if (depth > 4 || !isObject(value)) return value;
  const mark = value[CATALOGUE_MARK];
  if (isObject(mark) && Array.isArray(mark["keys"])) {
    const keys = mark["keys"].filter((key): key is string => typeof key === "string");
    return Object.fromEntries(
      keys.map((key) => {
        const entry = shipped[key];
        return [key, { gr: String(entry?.gr ?? key), en: String(entry?.en ?? key) }];
      }),
    );
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      expandCatalogues(inner as Json, shipped, depth + 1) ?? null,
    ]),
  );
}
