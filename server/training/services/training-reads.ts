import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { NotFound } from "../../domain-errors";
import { trainingNotes } from "../tables/training-notes";
import { trainingMaterials } from "../tables/trainings";

/** The newest 200 pieces of training material, newest first. */
export const listTrainingMaterial = (db: Database) =>
  db
    .select()
    .from(trainingMaterials)
    .orderBy(desc(trainingMaterials.cStamp), desc(trainingMaterials.id))
    .limit(200);

/** The newest 200 training notes, newest first. */
export const listTrainingNotes = (db: Database) =>
  db.select().from(trainingNotes).orderBy(desc(trainingNotes.cStamp), desc(trainingNotes.id)).limit(200);

/** One training note with its text; NotFound when there is none with the id. */
export async function trainingNote(db: Database, id: number) {
  const [row] = await db.select().from(trainingNotes).where(eq(trainingNotes.id, id));
  if (row === undefined) throw new NotFound("b2b_not_found");
  return row;
}
