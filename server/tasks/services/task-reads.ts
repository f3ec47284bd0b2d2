import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { MAX_ID } from "../../../core/schemas/ids";
import { mayCompleteTask } from "../../../core/tasks/task-assignment";
import type { TaskListQuery } from "../../../core/tasks/task-list-query";
import { pageOfRows } from "../../../core/lists/keyset-cursor";
import type { Database } from "../../db/database";
import { users } from "../../db/schema/users";
import { tasks } from "../tables/tasks";
import { fullName } from "./task-user";

const completer = alias(users, "completer");

const rowColumns = {
  id: tasks.id,
  project_id: tasks.projectId,
  title: tasks.title,
  contact_name: tasks.contactName,
  archived: tasks.archived,
  deadline_date: tasks.deadlineDate,
  c_stamp: tasks.cStamp,
  m_stamp: tasks.mStamp,
  description: tasks.description,
  location_id: tasks.locationId,
  assignee_id: tasks.assigneeId,
  ticket_id: tasks.ticketId,
  completed_at: tasks.completedAt,
  completer_f: completer.fName,
  completer_l: completer.lName,
};

const rowsFrom = (db: Database) =>
  db.select(rowColumns).from(tasks).leftJoin(completer, eq(completer.id, tasks.completedBy));

type Row = Awaited<ReturnType<ReturnType<typeof rowsFrom>["execute"]>>[number];

/** A row as the wire carries it (core/tasks/task-wire.ts TaskRow). */
export function wireTask(row: Row) {
  const { completer_f, completer_l, ...fields } = row;
  return {
    ...fields,
    archived: fields.archived === 1 ? (1 as const) : (0 as const),
    c_stamp: fields.c_stamp.toISOString(),
    m_stamp: fields.m_stamp.toISOString(),
    completed_at: fields.completed_at?.toISOString() ?? null,
    completed_by_name:
      completer_f === null || completer_l === null
        ? null
        : fullName({ fName: completer_f, lName: completer_l }),
    can_complete: mayCompleteTask(fields),
  };
}

/**
 * One keyset page of a store's tasks in a view, newest first: `location_id = $1 AND archived = 0|1
 * [AND deadline_date < | = today] [AND id < cursor] ORDER BY id DESC LIMIT limit + 1`, read from the
 * (location_id, archived, id DESC) index, so the first page costs the same for 10 or 10,000 tasks.
 * The caller has checked that the viewer sees the store.
 */
export async function listTasks(
  db: Database,
  request: {
    readonly locationId: number;
    readonly query: TaskListQuery;
    /** YYYY-MM-DD in the portal's zone. */
    readonly today: string;
  },
) {
  const { query } = request;
  const conditions: SQL[] = [
    eq(tasks.locationId, request.locationId),
    eq(tasks.archived, query.view === "done" ? 1 : 0),
  ];
  if (query.view === "overdue") conditions.push(lt(tasks.deadlineDate, request.today));
  if (query.view === "today") conditions.push(eq(tasks.deadlineDate, request.today));
  // A cursor beyond the id column's range continues after every id there is.
  if (query.beforeId !== null && query.beforeId <= MAX_ID) conditions.push(lt(tasks.id, query.beforeId));
  const rows = await rowsFrom(db)
    .where(and(...conditions))
    .orderBy(desc(tasks.id))
    .limit(query.limit + 1);
  return pageOfRows(rows.map(wireTask), query.limit);
}

/** One task by id, or undefined. */
export async function readTask(db: Database, id: number) {
  const [row] = await rowsFrom(db).where(eq(tasks.id, id)).limit(1);
  return row === undefined ? undefined : wireTask(row);
}
