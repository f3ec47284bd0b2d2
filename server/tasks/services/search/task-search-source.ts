import { and, desc, eq } from "drizzle-orm";
import { areaAccess } from "../../../../core/permissions/area-access";
import { HEAD_OFFICE_COMPANY } from "../../../../core/constants/portal-constants";
import type { SearchSource } from "../../../services/search/search-source";
import { tasks } from "../../tables/tasks";

/**
 * Tasks of the selected store, open or done (the list's views), by title and description: the tasks
 * area's check (every role, spec 6) and the list's store scope (a member of the store, or the
 * every-store grant: the request's `store` is only given then, as `canSeeTaskStore` decides).
 * The hit opens the tasks screen of that store at the task.
 */
export const taskSearchSource: SearchSource = {
  id: "tasks",
  search: async ({ db, session, matches, store, limit }) => {
    if (areaAccess("tasks", session.permission, HEAD_OFFICE_COMPANY)._tag !== "Allow") return undefined;
    if (store === undefined) return [];
    const rows = await db
      .select({
        id: tasks.id,
        title: tasks.title,
        description: tasks.description,
        deadlineDate: tasks.deadlineDate,
      })
      .from(tasks)
      .where(and(eq(tasks.locationId, store.id), matches(tasks.searchText)))
      .orderBy(desc(tasks.id))
      .limit(limit);
    return rows.map((row) => ({
      source: "tasks",
      id: row.id,
      title: row.title,
      excerpt: row.description === "" ? (row.deadlineDate ?? "") : row.description,
      path: `/tasks?task=${row.id}`,
      store: store.name,
    }));
  },
};
