import { asc } from "drizzle-orm";
import type { Database } from "../../db/database";
import { translations } from "../../db/schema/translations";

/** The catalogue as the browser reads it: `{ key: { gr, en } }`. */
export async function loadTranslations(db: Database): Promise<Record<string, { gr: string; en: string }>> {
  const rows = await db.select().from(translations).orderBy(asc(translations.key));
  return Object.fromEntries(rows.map((r) => [r.key, { gr: r.gr, en: r.en }]));
}
