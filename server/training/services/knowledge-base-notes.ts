import { desc } from "drizzle-orm";
import type { NoteId } from "../../../core/schemas/ids";
import { encodeKnowledgeBaseNote } from "../../../core/training/knowledge-base-note";
import type { Database } from "../../db/database";
import { trainingNotes } from "../tables/training-notes";
import { encodeOrThrow, instantOf } from "./training-wire";

/** How many notes the base load carries (the newest; /notes lists them all). */
export const BASE_NOTES = 5;

/** The base load's `knowledgeBaseNotes`: the newest training notes, with their text. */
export async function knowledgeBaseNotes(db: Database) {
  const rows = await db
    .select()
    .from(trainingNotes)
    .orderBy(desc(trainingNotes.cStamp), desc(trainingNotes.id))
    .limit(BASE_NOTES);
  return rows.map((row) =>
    encodeOrThrow(encodeKnowledgeBaseNote, {
      id: row.id as NoteId,
      title: row.title,
      content: row.body,
      c_stamp: instantOf(row.cStamp),
    }),
  );
}
