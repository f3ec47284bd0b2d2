import type { Database } from "../../db/database";
import { tasks } from "../tables/tasks";

/**
 * A follow-up task another area asks for: a ticket's save (its category's follow-up tasks), and the
 * checklists' failed items later. The caller has already decided that the task is right (its store,
 * its title); this only writes it, inside the caller's transaction when given one, so a refused
 * write leaves no task behind.
 */
export interface FollowUpTask {
  readonly locationId: number;
  readonly title: string;
  readonly description?: string;
  /** The name the list shows: the person or contact in charge, or the store for the whole store. */
  readonly contactName: string;
  /** A person of the store; null or omitted for the whole store. */
  readonly assigneeId?: number | null;
  readonly projectId?: number | null;
  /** YYYY-MM-DD, or null. */
  readonly deadlineDate?: string | null;
  /** The ticket whose save asked for it. */
  readonly ticketId?: number | null;
  /** Who asked (null: the system). */
  readonly createdBy?: number | null;
}

/** Writes the tasks, in the given order, and answers their ids in the same order. */
export async function createFollowUpTasks(
  db: Database,
  followUps: readonly FollowUpTask[],
  now: Date,
): Promise<number[]> {
  if (followUps.length === 0) return [];
  const rows = await db
    .insert(tasks)
    .values(
      followUps.map((task) => ({
        locationId: task.locationId,
        title: task.title.trim(),
        description: task.description?.trim() ?? "",
        contactName: task.contactName,
        assigneeId: task.assigneeId ?? null,
        projectId: task.projectId ?? null,
        deadlineDate: task.deadlineDate ?? null,
        ticketId: task.ticketId ?? null,
        createdBy: task.createdBy ?? null,
        cStamp: now,
        mStamp: now,
      })),
    )
    .returning({ id: tasks.id });
  return rows.map((row) => row.id);
}

/** One follow-up task; its id. */
export async function createFollowUpTask(db: Database, followUp: FollowUpTask, now: Date): Promise<number> {
  const [id] = await createFollowUpTasks(db, [followUp], now);
  if (id === undefined) throw new Error("task insert returned no row");
  return id;
}
