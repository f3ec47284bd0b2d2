import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { Forbidden } from "../../domain-errors";
import { informationEditors } from "../tables/information-editors";

/** Whether the user holds the explicit grant to write FAQ entries and pages. */
export async function isInformationEditor(db: Database, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: informationEditors.userId })
    .from(informationEditors)
    .where(eq(informationEditors.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/** 403 for anyone without the grant, before anything is read or written. */
export async function requireInformationEditor(db: Database, userId: number): Promise<void> {
  if (!(await isInformationEditor(db, userId))) throw new Forbidden("b2b_forbidden");
}
