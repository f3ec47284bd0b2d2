import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { userPreferences } from "../tables/user-preferences";

export type PreferredLanguage = "el" | "en";

/** The user's language for what the portal sends them; Greek until they choose (spec 9: default Greek). */
export async function preferredLanguage(db: Database, userId: number): Promise<PreferredLanguage> {
  const [row] = await db
    .select({ language: userPreferences.language })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return row?.language ?? "el";
}

export async function setPreferredLanguage(
  db: Database,
  userId: number,
  language: PreferredLanguage,
): Promise<void> {
  await db
    .insert(userPreferences)
    .values({ userId, language })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { language } });
}
