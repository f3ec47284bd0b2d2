import { and, desc, eq } from "drizzle-orm";
import { HEAD_OFFICE_COMPANY } from "../../../../core/constants/portal-constants";
import { areaAccess } from "../../../../core/permissions/area-access";
import type { SearchSource } from "../../../services/search/search-source";
import { evaluationReports } from "../../tables/evaluations";

/**
 * The selected store's evaluations (filled checklists) by title, for the roles GET evaluations is
 * open to (not trainees) and only in a store they may see, as that list. A hit opens the report
 * for those who may read reports, else the evaluations list.
 */
export const evaluationSearchSource: SearchSource = {
  id: "evaluations",
  search: async ({ db, session, matches, store, limit }) => {
    if (areaAccess("evaluations", session.permission, HEAD_OFFICE_COMPANY)._tag !== "Allow") return undefined;
    if (store === undefined) return [];
    const readsReports =
      areaAccess("evaluations-report", session.permission, HEAD_OFFICE_COMPANY)._tag === "Allow";
    const rows = await db
      .select({
        id: evaluationReports.id,
        title: evaluationReports.title,
        evalDate: evaluationReports.evalDate,
      })
      .from(evaluationReports)
      .where(and(eq(evaluationReports.locationId, store.id), matches(evaluationReports.searchText)))
      .orderBy(desc(evaluationReports.id))
      .limit(limit);
    return rows.map((row) => ({
      source: "evaluations",
      id: row.id,
      title: row.title,
      // The date only: the score is for user types 2 and 23 (spec 6), and the hit need not show it.
      excerpt: row.evalDate,
      path: readsReports ? `/evaluations-report/${row.id}` : "/evaluations",
      store: store.name,
    }));
  },
};
