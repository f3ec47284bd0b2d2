import { eq } from "drizzle-orm";
import { isId } from "../../../core/schemas/ids";
import type { Database } from "../../db/database";
import { NotFound } from "../../domain-errors";
import { canSeeLocation } from "../../services/stores/store-access";
import { tasks } from "../tables/tasks";
import type { TaskUser } from "./task-user";

/**
 * Store scope for tasks is the portal's one store rule (the every-store grant, else membership),
 * the same read the tickets use: one indexed query.
 */
export const canSeeTaskStore = (db: Database, user: TaskUser, locationId: number): Promise<boolean> =>
  canSeeLocation(db, user, locationId);

/**
 * A task the user may see. Unknown and another store's are the same 404, so nobody learns that
 * another store's task exists.
 */
export async function visibleTask(db: Database, user: TaskUser, taskId: number) {
  const [task] = isId(taskId) ? await db.select().from(tasks).where(eq(tasks.id, taskId)).limit(1) : [];
  if (task === undefined || !(await canSeeTaskStore(db, user, task.locationId)))
    throw new NotFound("b2b_not_found");
  return task;
}
