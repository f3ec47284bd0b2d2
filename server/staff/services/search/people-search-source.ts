import { and } from "drizzle-orm";
import { HEAD_OFFICE_COMPANY } from "../../../../core/constants/portal-constants";
import { areaAccess } from "../../../../core/permissions/area-access";
import { jobPositions } from "../../../db/schema/job-positions";
import { users } from "../../../db/schema/users";
import { foldAtQueryTime } from "../../../services/search/search-fold-sql";
import type { SearchSource } from "../../../services/search/search-source";
import { listedStaffRows } from "../directory/staff-directory";

/**
 * What the staff list shows of a person, folded as the search columns are (core/search/search-fold.ts):
 * name, e-mail and job position in both languages. Folded as the query runs, since a store's people
 * are few and the users table is the kernel's (no generated column of the staff area's own there).
 */
const personText = foldAtQueryTime(
  users.fName,
  users.lName,
  users.email,
  jobPositions.titleGr,
  jobPositions.titleEn,
);

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
