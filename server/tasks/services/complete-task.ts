import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { Conflict } from "../../domain-errors";
import { tasks } from "../tables/tasks";
import { visibleTask } from "./task-access";
import { readTask } from "./task-reads";
import type { TaskUser } from "./task-user";

/**
 * POST task_completed/{id}: archives the task (spec 3's archived = 1, so it leaves the live lists,
 * spec 4) and writes the completion log (who, when). Anyone of the store may (core/tasks/
 * task-assignment.ts); another store's task is 404; a task already done is 409 and keeps its first
 * completion.
 */
export async function completeTask(db: Database, user: TaskUser, taskId: number, now: Date) {
  const task = await visibleTask(db, user, taskId);
  const changed = await db
    .update(tasks)
    .set({ archived: 1, completedAt: now, completedBy: user.id, mStamp: now })
    .where(and(eq(tasks.id, task.id), eq(tasks.archived, 0)))
    .returning({ id: tasks.id });
  if (changed.length === 0) throw new Conflict("b2b_task_already_done");
  const done = await readTask(db, task.id);
  if (done === undefined) throw new Error("completed task vanished");
  return done;
}
