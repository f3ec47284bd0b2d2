import { HEAD_OFFICE_COMPANY } from "../../../core/constants/portal-constants";
import { areaAccess } from "../../../core/permissions/area-access";
import { TASK_PAGE_DEFAULT_LIMIT } from "../../../core/tasks/task-list-query";
import type { Database } from "../../db/database";
import type { TaskSession } from "./task-user";
import { listTasks } from "./task-reads";

/**
 * The `tasks` of GET base: the first page of the store's open tasks, for roles that may use the
 * tasks area and only for a store the caller already checked; [] otherwise.
 */
export async function baseTasks(
  db: Database,
  session: TaskSession,
  locationId: number | undefined,
  today: string,
) {
  if (
    locationId === undefined ||
    areaAccess("tasks", session.permission, HEAD_OFFICE_COMPANY)._tag !== "Allow"
  )
    return [];
  const page = await listTasks(db, {
    locationId,
    query: { view: "open", beforeId: null, limit: TASK_PAGE_DEFAULT_LIMIT },
    today,
  });
  return page.items;
}
