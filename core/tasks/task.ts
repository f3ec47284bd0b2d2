import * as Schema from "effect/Schema";
import { makeDecoder, makeEncoder } from "../schemas/decode";
import { ProjectId, TaskId } from "../schemas/ids";
import { InstantFromString, PlainDateFromString } from "../schemas/temporal";

/** Spec §3: archived is 0 or 1; only non-archived tasks count (§4). */
export const TASK_ARCHIVED = { active: 0, archived: 1 } as const;
export const TaskArchived = Schema.Literals([0, 1]);
export type TaskArchived = typeof TaskArchived.Type;

export const Task = Schema.Struct({
  id: TaskId,
  // Tasks are grouped into projects by project_id; a task may belong to none.
  project_id: Schema.NullOr(ProjectId),
  title: Schema.String,
  contact_name: Schema.String,
  archived: TaskArchived,
  deadline_date: Schema.NullOr(PlainDateFromString),
  c_stamp: InstantFromString,
  m_stamp: InstantFromString,
});
export type Task = typeof Task.Type;
export const decodeTask = makeDecoder("Task", Task);
export const encodeTask = makeEncoder("Task", Task);
export const decodeTasks = makeDecoder("Task[]", Schema.Array(Task));

export const Project = Schema.Struct({
  id: ProjectId,
  title: Schema.String,
  start_date: Schema.NullOr(PlainDateFromString),
  deadline_date: Schema.NullOr(PlainDateFromString),
});
export type Project = typeof Project.Type;
export const decodeProject = makeDecoder("Project", Project);
export const encodeProject = makeEncoder("Project", Project);
export const decodeProjects = makeDecoder("Project[]", Schema.Array(Project));
