import { and, eq, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { portalToday, reminderIsDue } from "../../../core/tasks/task-due";
import type { Database } from "../../db/database";
import { stores } from "../../db/schema/stores";
import { users } from "../../db/schema/users";
import { tasks } from "../tables/tasks";
import { remindAssignee } from "./task-notices";
import { fullName } from "./task-user";

/**
 * The day-before-deadline reminders, driven by the server's clock (`now`, which the tests move):
 * each open task of a person with an e-mail whose deadline is tomorrow (or today, when the server
 * missed yesterday) gets one e-mail through the outbox, and `reminded_at` so it never gets two.
 * A task of the whole store names no person and gets none, nor does a closed store's task or an
 * account that is not active. Answers how many were queued.
 */
export async function sendTaskReminders(
  db: Database,
  options: { readonly now: Date; readonly publicUrl: string },
): Promise<number> {
  const today = portalToday(Temporal.Instant.fromEpochMilliseconds(options.now.getTime()));
  const tomorrow = today.add({ days: 1 }).toString();
  const candidates = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      deadline: tasks.deadlineDate,
      store: stores.title,
      fName: users.fName,
      lName: users.lName,
      email: users.email,
      userId: users.id,
    })
    .from(tasks)
    .innerJoin(stores, eq(stores.id, tasks.locationId))
    .innerJoin(users, eq(users.id, tasks.assigneeId))
    .where(
      and(
        eq(tasks.archived, 0),
        isNull(tasks.remindedAt),
        isNotNull(tasks.deadlineDate),
        lte(tasks.deadlineDate, tomorrow),
        isNotNull(users.email),
        // A closed store's tasks and a person who cannot sign in are reminded of nothing (issue 35).
        isNull(stores.closedAt),
        eq(users.status, "active"),
      ),
    )
    .limit(500);
  const due = candidates.filter(
    (task) => task.deadline !== null && reminderIsDue(Temporal.PlainDate.from(task.deadline), today),
  );
  for (const task of due) {
    await db.transaction(async (tx) => {
      // Claimed first: two instances sweeping at once send one reminder.
      const claimed = await tx
        .update(tasks)
        .set({ remindedAt: options.now })
        .where(and(eq(tasks.id, task.id), isNull(tasks.remindedAt)))
        .returning({ id: tasks.id });
      if (claimed.length === 0 || task.email === null) return;
      await remindAssignee(tx, {
        to: { id: task.userId, name: fullName(task), email: task.email },
        title: task.title,
        store: task.store,
        deadline: task.deadline,
        publicUrl: options.publicUrl,
        now: options.now,
      });
    });
  }
  // Tasks whose deadline passed without a reminder (created late) are marked so the sweep skips them.
  const missed = candidates.filter(
    (task) => task.deadline !== null && !due.includes(task) && task.deadline < today.toString(),
  );
  if (missed.length > 0)
    await db
      .update(tasks)
      .set({ remindedAt: options.now })
      .where(
        inArray(
          tasks.id,
          missed.map((task) => task.id),
        ),
      );
  return due.length;
}
