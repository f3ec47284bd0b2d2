import { and, desc } from "drizzle-orm";
import { HEAD_OFFICE_COMPANY } from "../../../../core/constants/portal-constants";
import { areaAccess } from "../../../../core/permissions/area-access";
import type { SearchSource } from "../../../services/search/search-source";
import { checklistTemplates } from "../../tables/evaluations";

/**
 * Checklists (head office's templates) by title, for the roles GET checklists is open to
 * (franchisees and store managers) and, as that list, for a store they may see: without a selected
 * store nothing. A hit opens the checklist to fill for that store.
 */
export const checklistSearchSource: SearchSource = {
  id: "checklists",
  search: async ({ db, session, matches, store, limit }) => {
    if (areaAccess("checklists", session.permission, HEAD_OFFICE_COMPANY)._tag !== "Allow") return undefined;
    if (store === undefined) return [];
    const rows = await db
      .select({ id: checklistTemplates.id, title: checklistTemplates.title })
      .from(checklistTemplates)
      .where(and(matches(checklistTemplates.searchText)))
      .orderBy(desc(checklistTemplates.id))
      .limit(limit);
    return rows.map((row) => ({
      source: "checklists",
      id: row.id,
      title: row.title,
      excerpt: store.name,
      path: `/checklists/${row.id}`,
      store: store.name,
    }));
  },
};
