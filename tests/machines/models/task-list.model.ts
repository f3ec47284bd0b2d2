import type { SnapshotFrom } from "xstate";
import type { TaskRow } from "../../../core/tasks/task-wire";
import type { MachineModel } from "../model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../model-paths";
import { taskListMachine, type TaskListPage } from "../../../machines/tasks/task-list.machine";

/* The tasks list machine's model, and the rows and failure its actor tests use too. */

export const TASK = {
  id: 7,
  title: "Έλεγχος ψυγείων",
  can_complete: true,
  project_id: 3,
} as unknown as TaskRow;
const OTHER = { id: 6, title: "Απογραφή", can_complete: true, project_id: null } as unknown as TaskRow;
export const TASK_PAGE: TaskListPage = { rows: [TASK], nextCursor: "v1.7", projects: [] };
export const LAST_TASK_PAGE: TaskListPage = { rows: [OTHER], nextCursor: null, projects: [] };
export const NETWORK = { _tag: "NetworkError", messageKey: "b2b_network_error" };

type Snapshot = SnapshotFrom<typeof taskListMachine>;

/** What tells model states apart besides the value; the row count is capped (load more forever). */
const progress = ({ context }: Snapshot) => ({
  view: context.view,
  rows: Math.min(context.rows.length, 2),
  hasMore: context.nextCursor !== null,
  failed: context.failed,
  completing: context.completingId !== undefined,
  notice: context.notice?.kind,
});

export const taskListModel: MachineModel = {
  machine: taskListMachine,
  models: [
    {
      input: {},
      events: eventsFromCatalogue({
        "user.selectView": [
          { type: "user.selectView", view: "open" },
          { type: "user.selectView", view: "done" },
        ],
        "user.loadMore": [{ type: "user.loadMore" }],
        "user.retry": [{ type: "user.retry" }],
        "user.reload": [{ type: "user.reload" }],
        "user.complete": [
          { type: "user.complete", id: TASK.id },
          { type: "user.complete", id: 999 },
        ],
        "user.dismissNotice": [{ type: "user.dismissNotice" }],
        "xstate.done.actor.loadPage": [
          doneEvent("loadPage", TASK_PAGE),
          doneEvent("loadPage", LAST_TASK_PAGE),
        ],
        "xstate.error.actor.loadPage": [errorEvent("loadPage", NETWORK)],
        "xstate.done.actor.complete": [doneEvent("complete", TASK)],
        "xstate.error.actor.complete": [errorEvent("complete", NETWORK)],
      }),
      project: (snapshot: unknown) => progress(snapshot as Snapshot),
    },
  ],
};
