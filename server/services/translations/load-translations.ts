import { createHash } from "node:crypto";
import { asc } from "drizzle-orm";
import type { Database } from "../../db/database";
import { translations } from "../../db/schema/translations";

export type TranslationsMap = Record<string, { gr: string; en: string }>;

/** The catalogue once read: the map, its JSON text and its version (issue #41). */
export interface HeldCatalogue {
  readonly translations: TranslationsMap;
  /** The answer body of GET translations, serialised once instead of on every call. */
  readonly json: string;
  /** A digest of `json`: the ETag of GET translations and what base's `translations_version` names. */
  readonly version: string;
}

/** The catalogue as the browser reads it: `{ key: { gr, en } }`. */
export async function loadTranslations(db: Database): Promise<TranslationsMap> {
  const rows = await db.select().from(translations).orderBy(asc(translations.key));
  return Object.fromEntries(rows.map((r) => [r.key, { gr: r.gr, en: r.en }]));
}

const held = new WeakMap<Database, Promise<HeldCatalogue>>();

/**
 * The catalogue read once per process and database. The table is written only by the start-up seed
 * (server/seed/reference-seed.ts overwrites it from the repository before the server listens), so
 * a running instance's copy cannot go stale under it; a deploy starts new processes, which read the
 * new texts. Reading 1,695 rows and serialising 200 KB on every base load was most of its time.
 */
export function heldCatalogue(db: Database): Promise<HeldCatalogue> {
  let catalogue = held.get(db);
  if (catalogue === undefined) {
    catalogue = loadTranslations(db).then((map) => {
      const json = JSON.stringify(map);
      const version = createHash("sha256").update(json).digest("base64url").slice(0, 22);
      return { translations: map, json, version };
    });
    // A failed read is not kept: the next caller reads again.
    catalogue.catch(() => held.delete(db));
    held.set(db, catalogue);
  }
  return catalogue;
}

/**
 * True when an If-None-Match header names `version` (quoted, weak or strong: hono/compress weakens
 * the ETag of a gzipped answer, and the browser sends back what it got), or is `*`.
 */
export function namesVersion(ifNoneMatch: string | undefined, version: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === `"${version}"`);
}
