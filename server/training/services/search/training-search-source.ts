import { and, asc, desc } from "drizzle-orm";
import { HEAD_OFFICE_COMPANY } from "../../../../core/constants/portal-constants";
import { areaAccess } from "../../../../core/permissions/area-access";
import type { SearchSource } from "../../../services/search/search-source";
import { trainings } from "../../tables/trainings";
import { groupToday, isForRole } from "../training-audience";
import { isInList } from "../training-list";

/**
 * Trainings by title and description, as the caller's lists show them: only those meant for the
 * caller's role (training-audience.ts), the schedule's (not ended) for every role, the archive's
 * (ended) only for the roles the training history is open to (GET training/trainee/archive).
 * A scheduled one opens /training, an ended one /training-history.
 */
export const trainingSearchSource: SearchSource = {
  id: "trainings",
  search: async ({ db, session, matches, now, limit }) => {
    const day = groupToday(now).toString();
    const archiveOpen =
      areaAccess("training-history", session.permission, HEAD_OFFICE_COMPANY)._tag === "Allow";
    const rows = await db
      .select({
        id: trainings.id,
        title: trainings.title,
        description: trainings.description,
        endDate: trainings.endDate,
      })
      .from(trainings)
      .where(
        and(
          isForRole(session.permission.role),
          archiveOpen ? undefined : isInList("schedule", day),
          matches(trainings.searchText),
        ),
      )
      .orderBy(desc(trainings.endDate), asc(trainings.id))
      .limit(limit);
    return rows.map((row) => ({
      source: "trainings",
      id: row.id,
      title: row.title,
      excerpt: row.description,
      path: row.endDate >= day ? "/training" : "/training-history",
    }));
  },
};
