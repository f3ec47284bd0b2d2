import { and, asc } from "drizzle-orm";
import { informationMaterials } from "../../tables/information-materials";
import type { SearchSource } from "../../../services/search/search-source";

/** Information material: every role may read it (spec 6). */
export const materialSearchSource: SearchSource = {
  id: "information_material",
  search: async ({ db, matches, language, limit }) => {
    const rows = await db
      .select({
        id: informationMaterials.id,
        titleGr: informationMaterials.titleGr,
        titleEn: informationMaterials.titleEn,
        descriptionGr: informationMaterials.descriptionGr,
        descriptionEn: informationMaterials.descriptionEn,
      })
      .from(informationMaterials)
      .where(and(matches(informationMaterials.searchText)))
      .orderBy(asc(informationMaterials.id))
      .limit(limit);
    return rows.map((row) => ({
      source: "information_material",
      id: row.id,
      title: language === "en" ? row.titleEn : row.titleGr,
      excerpt: language === "en" ? row.descriptionEn : row.descriptionGr,
      path: `/information_material?id=${row.id}`,
    }));
  },
};
