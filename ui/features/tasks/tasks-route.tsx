import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { fromPromise } from "xstate";
import type { TaskDraft } from "../../../core/tasks/task-draft";
import { taskFormMachine } from "../../../machines/tasks/task-form.machine";
import { TASKS_PORTS, type TasksPorts } from "../../../machines/tasks/tasks-ports";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { useSessionView } from "../../platform/session-view";
import { usePorts } from "../../platform/ports";
import { PageHeader } from "../../components/page-header";
import { emptyState } from "../../components/page.css";
import { useI18n } from "../../i18n/i18n-context";
import { keysetPageOf, useKeysetList } from "../../components/use-keyset-list";
import { useRowAction } from "../../components/use-row-action";
import type { Project } from "../../../core/tasks/task";
import type { TaskView } from "../../../core/tasks/task-due";
import type { TaskRow } from "../../../core/tasks/task-wire";
import { TaskFormView, type TaskFormViewState } from "./task-form-view";
import { TaskListView, type TaskListNotice, type TaskListViewEvent } from "./task-list-view";

/**
 * /tasks: the selected store's tasks by project (spec 3, 4) and, for those who may assign, the
 * new-task form. Keyed by store and store version, so changing store starts both flows again
 * (spec 4, "Changing store").
 */
export function TasksRoute() {
  const { t } = useI18n();
  const ports = usePorts(TASKS_PORTS);
  const { state } = useSessionView();
  const signedIn = state.status === "signedIn" ? state : undefined;
  const storeId = signedIn?.shell.selectedStoreId;
  return (
    <>
      <PageHeader title={t("ui_route_tasks")} leadKey="ui_tasks_lead" />
      {signedIn === undefined || storeId === undefined ? (
        <div className={emptyState}>
          <p>{t("ui_tasks_no_store")}</p>
        </div>
      ) : (
        <StoreTasks
          key={`${storeId}:${signedIn.storeVersion}`}
          ports={ports}
          storeId={storeId}
          userId={signedIn.shell.user.id}
        />
      )}
    </>
  );
}

/** What the form sends: the typed draft as core's payload (empty choices are "none"). */
const payloadOf = (storeId: number, draft: TaskDraft) => ({
  location_id: storeId,
  title: draft.title,
  description: draft.description,
  deadline_date: draft.deadline_date === "" ? null : draft.deadline_date,
  project_id: draft.project_id === "" ? null : Number(draft.project_id),
  assignee_id: draft.assignee_id === "" ? null : Number(draft.assignee_id),
});

function StoreTasks({
  ports,
  storeId,
  userId,
}: {
  readonly ports: TasksPorts;
  readonly storeId: number;
  readonly userId: number;
}) {
  // One "today" per store visit: the due badges and the form's deadline rule read the same day.
  const [today] = useState(ports.today);
  // The four views are the list's query (the one list machine); the projects the tasks are grouped
  // under come with each view's first page, so one "try again" covers both.
  const [view, setView] = useState<TaskView>("open");
  const [projects, setProjects] = useState<readonly Project[]>([]);
  const list = useKeysetList<TaskRow, { readonly view: TaskView }>(
    async (cursor, { query }) => {
      const [page, offered] = await Promise.all([
        ports.api.list(storeId, query.view, cursor),
        cursor === null ? ports.api.projects() : undefined,
      ]);
      if (offered !== undefined) setProjects(offered);
      return keysetPageOf(page);
    },
    [],
    { value: { view } },
  );
  // Marking a task done (POST task_completed/{id}): done tasks leave the live lists (spec 4: only
  // non-archived tasks count), with a notice; a failure keeps the task and says why.
  const completion = useRowAction(
    (id) => ports.api.complete(id),
    (id) => {
      const index = list.rows.findIndex((row) => row.id === id);
      if (index >= 0) list.removeRow(index);
    },
  );
  const form = useActorRef(
    taskFormMachine.provide({
      actors: {
        loadFormData: fromPromise(async () => {
          const [assignees, formProjects] = await Promise.all([
            ports.api.assignees(storeId),
            ports.api.projects(),
          ]);
          return { canAssign: assignees.can_assign, people: assignees.people, projects: formProjects };
        }),
        createIdempotencyKey: fromPromise(async () => ports.newKey()),
        saveTask: fromPromise(async ({ input }) => {
          const created = await ports.api.create(payloadOf(storeId, input.draft), input.key);
          return { taskId: created.task_id };
        }),
      },
      actions: {
        storeDraft: (_, params) => ports.drafts.write(userId, storeId, params.draft),
        clearDraft: () => ports.drafts.clear(userId, storeId),
        announceSaved: () => {
          completion.dismissNotice();
          list.reload();
        },
      },
    }),
    { input: { draft: ports.drafts.read(userId, storeId), today }, inspect: inspectionRelay.inspect },
  );
  const notice: TaskListNotice | undefined =
    completion.done !== undefined
      ? { kind: "completed", title: completion.done.title }
      : completion.failureKey !== undefined
        ? { kind: "failed", key: completion.failureKey }
        : undefined;
  const sendToList = (event: TaskListViewEvent) => {
    if (event.type === "user.selectView") {
      if (event.view === view) return;
      completion.dismissNotice();
      return setView(event.view);
    }
    if (event.type === "user.loadMore") return list.loadMore();
    if (event.type === "user.retry") return list.retry();
    // Only a task the server says this person may complete (a stale click on another is ignored).
    if (list.rows.some((row) => row.id === event.id && row.can_complete)) completion.act(event.id);
  };
  const formState = useSelector(
    form,
    (snapshot): TaskFormViewState => {
      const { context } = snapshot;
      const phase = snapshot.matches("loading")
        ? "loading"
        : snapshot.matches("loadFailed")
          ? "loadFailed"
          : snapshot.matches("closed")
            ? "closed"
            : snapshot.matches("editing")
              ? "editing"
              : "submitting";
      return {
        phase,
        draft: context.draft,
        data: context.data,
        errors: context.errors,
        showErrors: context.showErrors,
        notice: context.notice,
      };
    },
    sameFormState,
  );
  return (
    <>
      <TaskFormView state={formState} send={form.send} />
      <TaskListView
        state={{
          phase: list.phase === "loading" ? "loading" : list.phase === "failed" ? "failed" : "ready",
          view,
          rows: list.rows,
          projects,
          hasMore: list.hasMore,
          loadingMore: list.phase === "loadingMore",
          moreFailed: list.moreFailed,
          completingId: completion.phase === "acting" ? completion.targetId : undefined,
          notice,
          loadFailureKey: list.phase === "failed" ? list.failureKey : undefined,
          today,
        }}
        send={sendToList}
      />
    </>
  );
}

// A new object on every snapshot would re-render on every event; compare what the view shows.
const sameFormState = (a: TaskFormViewState, b: TaskFormViewState): boolean =>
  a.phase === b.phase &&
  a.draft === b.draft &&
  a.data === b.data &&
  a.errors === b.errors &&
  a.showErrors === b.showErrors &&
  a.notice === b.notice;
