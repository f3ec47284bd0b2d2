import { and, asc } from "drizzle-orm";
import { plainText } from "../../../../core/rich-text/plain-text";
import { pages } from "../../tables/pages";
import type { SearchSource } from "../../../services/search/search-source";

/**
 * Custom pages by title and body in both languages: GET pages and GET pages/{identifier} are open to
 * every signed-in role (the sidebar lists them all), so no further check. A hit opens /page/{identifier}.
 */
export const pageSearchSource: SearchSource = {
  id: "pages",
  search: async ({ db, matches, language, limit }) => {
    const rows = await db
      .select({
        id: pages.id,
        identifier: pages.identifier,
        titleGr: pages.titleGr,
        titleEn: pages.titleEn,
        bodyGr: pages.bodyGr,
        bodyEn: pages.bodyEn,
        url: pages.url,
      })
      .from(pages)
      .where(and(matches(pages.searchText)))
      .orderBy(asc(pages.sort), asc(pages.id))
      .limit(limit);
    return rows.map((row) => {
      const body = language === "en" ? row.bodyEn : row.bodyGr;
      return {
        source: "pages",
        id: row.id,
        title: language === "en" ? row.titleEn : row.titleGr,
        excerpt: body === null ? (row.url ?? "") : plainText(body),
        path: `/page/${encodeURIComponent(row.identifier)}`,
      };
    });
  },
};
