import { and, desc, eq, exists } from "drizzle-orm";
import { areaAccess } from "../../../../core/permissions/area-access";
import { HEAD_OFFICE_COMPANY } from "../../../../core/constants/portal-constants";
import type { SearchSource } from "../../../services/search/search-source";
import { projects, tasks } from "../../tables/tasks";

/**
 * Task projects by title, for those the tasks area is open to (every role, spec 6), in the selected
 * store (one the caller may see): the projects the store's tasks screen shows, those holding one of
 * its tasks. GET projects lists every project to the same roles, so nothing is shown that the list
 * would not; a project no task of the store belongs to would open an empty screen, so it is left out.
 */
export const taskProjectSearchSource: SearchSource = {
  id: "task_projects",
  search: async ({ db, session, matches, store, limit }) => {
    if (areaAccess("tasks", session.permission, HEAD_OFFICE_COMPANY)._tag !== "Allow") return undefined;
    if (store === undefined) return [];
    const inStore = db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.projectId, projects.id), eq(tasks.locationId, store.id)));
    const rows = await db
      .select({
        id: projects.id,
        title: projects.title,
        start: projects.startDate,
        end: projects.deadlineDate,
      })
      .from(projects)
      .where(and(exists(inStore), matches(projects.searchText)))
      .orderBy(desc(projects.id))
      .limit(limit);
    return rows.map((row) => ({
      source: "task_projects",
      id: row.id,
      title: row.title,
      excerpt: row.start === null && row.end === null ? "" : `${row.start ?? "…"} – ${row.end ?? "…"}`,
      path: `/tasks?project=${row.id}`,
      store: store.name,
    }));
  },
};
