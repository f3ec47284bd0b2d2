import { and, desc } from "drizzle-orm";
import type { SearchSource } from "../../../services/search/search-source";
import { trainingMaterials } from "../../tables/trainings";

/**
 * Training material by title and text: GET training_material is open to every signed-in role
 * (spec 6), so no further check. A hit opens its item on /training_material (`#material-<id>`).
 */
export const trainingMaterialSearchSource: SearchSource = {
  id: "training_material",
  search: async ({ db, matches, limit }) => {
    const rows = await db
      .select({ id: trainingMaterials.id, title: trainingMaterials.title, body: trainingMaterials.body })
      .from(trainingMaterials)
      .where(and(matches(trainingMaterials.searchText)))
      .orderBy(desc(trainingMaterials.cStamp), desc(trainingMaterials.id))
      .limit(limit);
    return rows.map((row) => ({
      source: "training_material",
      id: row.id,
      title: row.title,
      excerpt: row.body.replace(/\s+/gu, " "),
      path: `/training_material#material-${row.id}`,
    }));
  },
};
