import { and, inArray, or } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { matchingStems } from "../../../services/search/search-match";
import { wordStartsOf } from "../../../../core/search/search-query";
import { HEAD_OFFICE_COMPANY } from "../../../../core/constants/portal-constants";
import { areaAccess } from "../../../../core/permissions/area-access";
import { jobPositions } from "../../../db/schema/job-positions";
import { users } from "../../../db/schema/users";
import type { SearchSource } from "../../../services/search/search-source";
import { listedStaffRows } from "../directory/staff-directory";

/**
 * A person holds a stem in what the staff list shows of them: name and e-mail (the users' search
 * column) or job position in either language (the job positions' one). Per stem, so "μαρία ταμίας"
 * finds Maria the cashier. The few job positions are matched first, in one small query; a stem no
 * position holds is then a condition on the users' column alone, which its trigram index answers.
 * Matching the two columns joined as the query ran read every member's text instead (10 ms of
 * PGlite's time for 10,000 members, `npm run bench:search`).
 */
async function peopleHolding(db: Database, stems: readonly string[]) {
  const positions = await db
    .select({ id: jobPositions.id, text: jobPositions.searchText })
    .from(jobPositions)
    .where(or(...stems.map((stem) => matchingStems([stem])(jobPositions.searchText))));
  return and(
    ...stems.map((stem) => {
      // The SQL's rule (search-match.ts) on the rows it found: the stem at a word's start.
      const ids = positions.filter((p) => wordStartsOf(p.text ?? "", stem).length > 0).map((p) => p.id);
      const byName = matchingStems([stem])(users.searchText);
      return ids.length === 0 ? byName : or(byName, inArray(users.jobPositionId, ids));
    }),
  );
}

/**
 * People of the selected store by name, e-mail or job position, for those who may see the staff
 * list (/users: the users area, franchisee and store manager) and only in a store they may see: the
 * staff list's two checks (requireArea("users") and requireLocation) and its rows (listedStaffRows:
 * members, and people taken out of the store, listed as deactivated). The excerpt is the job position.
 */
export const peopleSearchSource: SearchSource = {
  id: "people",
  search: async ({ db, session, stems, store, language, limit }) => {
    if (areaAccess("users", session.permission, HEAD_OFFICE_COMPANY)._tag !== "Allow") return undefined;
    if (store === undefined) return [];
    const rows = await listedStaffRows(db, {
      storeId: store.id,
      where: await peopleHolding(db, stems),
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
