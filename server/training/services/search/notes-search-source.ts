import { and, desc } from "drizzle-orm";
import type { SearchSource } from "../../../services/search/search-source";
import { trainingNotes } from "../../tables/training-notes";

/**
 * The knowledge base's notes by title and text: GET notes is open to every signed-in role, so no
 * further check. A hit opens /notes/{id}.
 */
export const notesSearchSource: SearchSource = {
  id: "notes",
  search: async ({ db, matches, limit }) => {
    const rows = await db
      .select({ id: trainingNotes.id, title: trainingNotes.title, body: trainingNotes.body })
      .from(trainingNotes)
      .where(and(matches(trainingNotes.searchText)))
      .orderBy(desc(trainingNotes.cStamp), desc(trainingNotes.id))
      .limit(limit);
    return rows.map((row) => ({
      source: "notes",
      id: row.id,
      title: row.title,
      excerpt: row.body.replace(/\s+/gu, " "),
      path: `/notes/${row.id}`,
    }));
  },
};
