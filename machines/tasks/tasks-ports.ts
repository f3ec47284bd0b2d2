import type { Temporal } from "temporal-polyfill";
import type { Project } from "../../core/tasks/task";
import type { TaskView } from "../../core/tasks/task-due";
import type { TaskDraft } from "../../core/tasks/task-draft";
import type {
  CreateTaskPayload,
  CreatedTask,
  TaskAssignees,
  TaskPage,
  TaskRow,
} from "../../core/tasks/task-wire";
import { portsKey } from "../../core/areas/ports-key";

/** The tasks calls (server/tasks/routes/task-routes.ts), over the app's one HTTP client. */
export interface TasksApiPort {
  readonly list: (storeId: number, view: TaskView, cursor: string | null) => Promise<TaskPage>;
  readonly complete: (taskId: number) => Promise<TaskRow>;
  readonly projects: () => Promise<readonly Project[]>;
  readonly assignees: (storeId: number) => Promise<TaskAssignees>;
  readonly create: (payload: CreateTaskPayload, idempotencyKey: string) => Promise<CreatedTask>;
}

/** The new-task draft of a user in a store (localStorage), so a reload or a failed save loses nothing. */
export interface TaskDraftPort {
  readonly read: (userId: number, storeId: number) => TaskDraft;
  readonly write: (userId: number, storeId: number, draft: TaskDraft) => void;
  readonly clear: (userId: number, storeId: number) => void;
}

/** Everything the tasks screens need from outside; the composition root loads it on first use. */
export interface TasksPorts {
  readonly api: TasksApiPort;
  readonly drafts: TaskDraftPort;
  readonly newKey: () => string;
  /** The browser's calendar date (deadlines are checked against it). */
  readonly today: () => Temporal.PlainDate;
}

/** The tasks screens' ports, by their area (made by adapters/tasks/tasks.ports.ts). */
export const TASKS_PORTS = portsKey<TasksPorts>("tasks");
