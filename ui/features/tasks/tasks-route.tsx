import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { fromPromise } from "xstate";
import type { TaskDraft } from "../../../core/tasks/task-draft";
import { taskFormMachine } from "../../../machines/tasks/task-form.machine";
import { taskListMachine, type TaskListPage } from "../../../machines/tasks/task-list.machine";
import { TASKS_PORTS, type TasksPorts } from "../../../machines/tasks/tasks-ports";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { useSessionView } from "../../platform/session-view";
import { usePorts } from "../../platform/ports";
import { PageHeader } from "../../components/page-header";
import { emptyState } from "../../components/page.css";
import { useI18n } from "../../i18n/i18n-context";
import { TaskFormView, type TaskFormViewState } from "./task-form-view";
import { TaskListView, type TaskListViewState } from "./task-list-view";

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
  const list = useActorRef(
    taskListMachine.provide({
      actors: {
        loadPage: fromPromise(async ({ input }): Promise<TaskListPage> => {
          const [page, projects] = await Promise.all([
            ports.api.list(storeId, input.view, input.cursor),
            input.cursor === null ? ports.api.projects() : Promise.resolve([]),
          ]);
          return { rows: page.items, nextCursor: page.next_cursor, projects };
        }),
        complete: fromPromise(({ input }) => ports.api.complete(input.id)),
      },
    }),
    { input: {}, inspect: inspectionRelay.inspect },
  );
  const form = useActorRef(
    taskFormMachine.provide({
      actors: {
        loadFormData: fromPromise(async () => {
          const [assignees, projects] = await Promise.all([
            ports.api.assignees(storeId),
            ports.api.projects(),
          ]);
          return { canAssign: assignees.can_assign, people: assignees.people, projects };
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
        announceSaved: () => list.send({ type: "user.reload" }),
      },
    }),
    { input: { draft: ports.drafts.read(userId, storeId), today }, inspect: inspectionRelay.inspect },
  );
  const listState = useSelector(
    list,
    (snapshot): TaskListViewState => {
      const { context } = snapshot;
      return {
        phase: snapshot.matches("loading") ? "loading" : snapshot.matches("failed") ? "failed" : "ready",
        view: context.view,
        rows: context.rows,
        projects: context.projects,
        hasMore: context.nextCursor !== null,
        loadingMore: snapshot.matches("loadingMore"),
        moreFailed: context.failed === "more",
        completingId: context.completingId,
        notice: context.notice,
        loadFailureKey: context.loadFailureKey,
        today,
      };
    },
    sameListState,
  );
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
      <TaskListView state={listState} send={list.send} />
    </>
  );
}

// A new object on every snapshot would re-render on every event; compare what the views show.
const sameListState = (a: TaskListViewState, b: TaskListViewState): boolean =>
  a.phase === b.phase &&
  a.view === b.view &&
  a.rows === b.rows &&
  a.projects === b.projects &&
  a.hasMore === b.hasMore &&
  a.loadingMore === b.loadingMore &&
  a.moreFailed === b.moreFailed &&
  a.completingId === b.completingId &&
  a.notice === b.notice &&
  a.loadFailureKey === b.loadFailureKey;

const sameFormState = (a: TaskFormViewState, b: TaskFormViewState): boolean =>
  a.phase === b.phase &&
  a.draft === b.draft &&
  a.data === b.data &&
  a.errors === b.errors &&
  a.showErrors === b.showErrors &&
  a.notice === b.notice;
