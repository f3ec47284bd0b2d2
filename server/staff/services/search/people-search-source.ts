import { and, sql } from "drizzle-orm";
import { HEAD_OFFICE_COMPANY } from "../../../../core/constants/portal-constants";
import { areaAccess } from "../../../../core/permissions/area-access";
import { jobPositions } from "../../../db/schema/job-positions";
import { users } from "../../../db/schema/users";
import type { SearchSource } from "../../../services/search/search-source";
import { listedStaffRows } from "../directory/staff-directory";

/**
 * What the staff list shows of a person, folded as the search columns are (core/search/search-fold.ts):
 * name and e-mail (the users' generated column) and the job position in both languages (the job
 * positions' one), joined as the query runs: plain concatenation, no folding per row.
 */
const personText = sql`${users.searchText} || ' ' || coalesce(${jobPositions.searchText}, '')`;

/**
 * People of the selected store by name, e-mail or job position, for those who may see the staff
 * list (/users: the users area, franchisee and store manager) and only in a store they may see: the
 * staff list's two checks (requireArea("users") and requireLocation) and its rows (listedStaffRows:
 * members, and people taken out of the store, listed as deactivated). The excerpt is the job position.
 */
export const peopleSearchSource: SearchSource = {
  id: "people",
  search: async ({ db, session, matches, store, language, limit }) => {
    if (areaAccess("users", session.permission, HEAD_OFFICE_COMPANY)._tag !== "Allow") return undefined;
    if (store === undefined) return [];
    const rows = await listedStaffRows(db, {
      storeId: store.id,
      where: and(matches(personText)),
      limit,
    });
    return rows.map((row) => ({
      source: "people",
      id: row.id,
      title: `${row.fName} ${row.lName}`,
      excerpt: (language === "en" ? row.positionEn : row.positionGr) ?? "",
      path: "/users",
      store: store.name,
    }));
  },
};
