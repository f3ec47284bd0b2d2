import { asc, count, eq, isNull, sql } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { portalToday } from "../../../core/tasks/task-due";
import type { Database } from "../../db/database";
import { stores } from "../../db/schema/stores";
import { resyncIdentity } from "../../seed/reference-seed";
import { tickets } from "../../tickets/tables/tickets";
import { createFollowUpTasks } from "../services/create-follow-up-task";
import { storePeople } from "../services/task-assignees";
import { projects, tasks } from "../tables/tasks";
import { DEMO_PROJECTS, DEMO_TASKS } from "./tasks-demo-data";

/**
 * Demo projects and tasks (demo mode only). Idempotent: projects by id; the tasks only while no
 * task of one's own (not a ticket's) exists, so what people did through the app survives a restart.
 * Every store with people gets the list, assigned to its people; stores without anybody get the
 * whole-store tasks only. The first v2 ticket of each store gets a follow-up task linked to it.
 */
export async function seedTasksDemo(db: Database, now: Date): Promise<void> {
  // Instances starting together on one PostgreSQL seed one after the other: the second finds the
  // tasks of the first and adds none.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portal.tasks-demo-seed'))`);
    await seedInTransaction(tx, now);
  });
}

async function seedInTransaction(db: Database, now: Date): Promise<void> {
  const today = portalToday(Temporal.Instant.fromEpochMilliseconds(now.getTime()));
  const day = (offset: number) => today.add({ days: offset }).toString();
  await db
    .insert(projects)
    .values(
      DEMO_PROJECTS.map((p) => ({
        id: p.id,
        title: p.title,
        startDate: day(p.startIn),
        deadlineDate: day(p.deadlineIn),
      })),
    )
    .onConflictDoNothing();
  await resyncIdentity(db, ["projects"]);
  const [existing] = await db.select({ n: count() }).from(tasks).where(isNull(tasks.ticketId));
  if ((existing?.n ?? 0) > 0) return;

  const allStores = await db
    .select({ id: stores.id, title: stores.title })
    .from(stores)
    // The open stores: the demo's two closed stores (issue 35) have no tasks.
    .where(isNull(stores.closedAt))
    .orderBy(asc(stores.id));
  for (const store of allStores) {
    const people = (await storePeople(db, store.id)).toSorted((a, b) => a.id - b.id);
    const rows = DEMO_TASKS.flatMap((task) => {
      const person = task.person === null ? null : (people[task.person] ?? people[0] ?? undefined);
      // A store without people keeps only the tasks of the whole store.
      if (person === undefined) return [];
      return [{ task, person }];
    });
    const ids = await createFollowUpTasks(
      db,
      rows.map(({ task, person }) => ({
        locationId: store.id,
        title: task.title,
        description: task.description,
        contactName: person?.name ?? store.title,
        assigneeId: person?.id ?? null,
        projectId: task.project,
        deadlineDate: task.deadlineIn === null ? null : day(task.deadlineIn),
        createdBy: 1,
      })),
      new Date(now.getTime() - 10 * 86_400_000),
    );
    const completer = people[0];
    for (const [index, { task }] of rows.entries()) {
      const id = ids[index];
      if (task.doneDaysAgo === null || id === undefined || completer === undefined) continue;
      const doneAt = new Date(now.getTime() - task.doneDaysAgo * 86_400_000);
      await db
        .update(tasks)
        .set({ archived: 1, completedAt: doneAt, completedBy: completer.id, mStamp: doneAt })
        .where(eq(tasks.id, id));
    }
    const [ticket] = await db
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.locationId, store.id))
      .orderBy(asc(tickets.id))
      .limit(1);
    if (ticket !== undefined)
      await createFollowUpTasks(
        db,
        [
          {
            locationId: store.id,
            title: "Επιβεβαίωση επισκευής με τον τεχνικό",
            contactName: "Τεχνική υποστήριξη",
            ticketId: ticket.id,
            deadlineDate: day(4),
            createdBy: 1,
          },
        ],
        now,
      );
  }
}
