import * as Schema from "effect/Schema";
import { makeDecoder } from "../schemas/decode";
import { Id, IdFromString, LocationId, TaskId, TicketId, UserId } from "../schemas/ids";
import { Project, Task } from "./task";
import { InstantFromString } from "../schemas/temporal";

/*
 * The tasks area's wire contract (docs/decisions.md, "Tasks"): core's Task (spec 3) with what the
 * screens need beside it, the list pages, the new-task payload and the small answers. One schema
 * each, used by the server to describe its answers (OpenAPI) and by the browser to decode them.
 */

/** One task as `GET tasks` lists it: spec 3's fields and the store's, the person's and the log's. */
export const TaskRow = Schema.Struct({
  ...Task.fields,
  description: Schema.String,
  location_id: LocationId,
  /** The person it is assigned to; null when it is the whole store's. */
  assignee_id: Schema.NullOr(UserId),
  /** The ticket whose save created it (a category's follow-up task); null otherwise. */
  ticket_id: Schema.NullOr(TicketId),
  /** The completion log: who marked it done and when (null while it is open). */
  completed_at: Schema.NullOr(InstantFromString),
  completed_by_name: Schema.NullOr(Schema.String),
  /** Whether the person asking may mark it done (core/tasks/task-assignment.ts mayCompleteTask). */
  can_complete: Schema.Boolean,
}).annotate({ identifier: "TaskRow" });
export type TaskRow = typeof TaskRow.Type;

/** `GET tasks?location_id=&view=&cursor=&limit=`: a keyset page, newest first. */
export const TaskPage = Schema.Struct({
  items: Schema.Array(TaskRow),
  next_cursor: Schema.NullOr(Schema.String),
}).annotate({ identifier: "TaskPage" });
export type TaskPage = typeof TaskPage.Type;

export const TaskListParams = Schema.Struct({
  location_id: IdFromString,
  view: Schema.optionalKey(Schema.String),
  cursor: Schema.optionalKey(Schema.String),
  limit: Schema.optionalKey(Schema.String),
});

/** `GET projects` and `GET v2/projects`: spec 3's projects. */
export const ProjectList = Schema.Array(Project).annotate({ identifier: "ProjectList" });

/** A person a task may be assigned to in a store. */
export const TaskAssignee = Schema.Struct({ id: UserId, name: Schema.String });
export type TaskAssignee = typeof TaskAssignee.Type;

/**
 * `GET tasks/assignees?location_id=`: whether the person asking may create tasks in the store, and
 * the people of the store they may assign one to (empty when they may not).
 */
export const TaskAssignees = Schema.Struct({
  can_assign: Schema.Boolean,
  people: Schema.Array(TaskAssignee),
}).annotate({ identifier: "TaskAssignees" });
export type TaskAssignees = typeof TaskAssignees.Type;
export const AssigneesQuery = Schema.Struct({ location_id: IdFromString });

const Text = Schema.String.check(Schema.isMaxLength(10_000));

/**
 * `POST tasks` with header Idempotency-Key: a new task for a store (assignee null) or for one of its
 * people. Texts are checked by core/tasks/task-draft.ts after decoding.
 */
export const CreateTaskPayload = Schema.Struct({
  location_id: Id,
  title: Text,
  description: Text,
  /** YYYY-MM-DD, or null for none. */
  deadline_date: Schema.NullOr(Text),
  project_id: Schema.NullOr(Id),
  assignee_id: Schema.NullOr(Id),
});
export type CreateTaskPayload = typeof CreateTaskPayload.Type;

export const CreatedTask = Schema.Struct({ task_id: TaskId }).annotate({ identifier: "CreatedTask" });
export type CreatedTask = typeof CreatedTask.Type;

/** `POST task_completed/{id}`: the task as it is now (archived, with its completion). */
export const CompletedTask = TaskRow;

export const decodeTaskPage = makeDecoder("TaskPage", TaskPage);
export const decodeTaskRow = makeDecoder("TaskRow", TaskRow);
export const decodeProjectList = makeDecoder("ProjectList", ProjectList);
export const decodeTaskAssignees = makeDecoder("TaskAssignees", TaskAssignees);
export const decodeCreatedTask = makeDecoder("CreatedTask", CreatedTask);
