import type { Temporal } from "temporal-polyfill";
import { formatPlainDate } from "../../../core/rules/stamp-format";
import { groupTasksByProject } from "../../../core/tasks/task-grouping";
import type { Project } from "../../../core/tasks/task";
import { TASK_VIEWS, taskDueState, type TaskView } from "../../../core/tasks/task-due";
import type { TaskRow } from "../../../core/tasks/task-wire";
import { Button } from "../../components/button";
import { card } from "../../components/card.css";
import { Loader } from "../../components/loader";
import { emptyState } from "../../components/page.css";
import { StatusMessage, type ServerMessage } from "../../components/status-message";
import { Tabs } from "../../components/tabs";
import { useI18n } from "../../i18n/i18n-context";
import { useDateFormat } from "../../i18n/date-format-context";
import { useFormatInstant } from "../../i18n/use-format-date";
import * as css from "./tasks.css";

/** What the last "done" left to say: the task's title, or why it could not be marked. */
export type TaskListNotice =
  { readonly kind: "completed"; readonly title: string } | { readonly kind: "failed"; readonly key: string };

/** What the person does on the list. */
export type TaskListViewEvent =
  | { readonly type: "user.selectView"; readonly view: TaskView }
  | { readonly type: "user.loadMore" }
  | { readonly type: "user.retry" }
  | { readonly type: "user.complete"; readonly id: number };

export interface TaskListViewState {
  readonly phase: "loading" | "failed" | "ready";
  readonly view: TaskView;
  readonly rows: readonly TaskRow[];
  readonly projects: readonly Project[];
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly moreFailed: boolean;
  readonly completingId: number | undefined;
  readonly notice: TaskListNotice | undefined;
  readonly loadFailureKey: string | undefined;
  readonly today: Temporal.PlainDate;
}

const VIEW_LABELS = {
  open: "ui_tasks_view_open",
  overdue: "ui_tasks_view_overdue",
  today: "ui_tasks_view_today",
  done: "ui_tasks_view_done",
} as const satisfies Record<TaskView, string>;

const EMPTY_TEXTS = {
  open: "ui_tasks_empty_open",
  overdue: "ui_tasks_empty_overdue",
  today: "ui_tasks_empty_today",
  done: "ui_tasks_empty_done",
} as const satisfies Record<TaskView, string>;

function noticeMessage(notice: TaskListNotice | undefined): ServerMessage | undefined {
  if (notice === undefined) return undefined;
  if (notice.kind === "failed") return { key: notice.key, tone: "error" };
  return { key: "ui_tasks_completed_notice", tone: "success", values: { title: notice.title } };
}

/**
 * A store's tasks: the four lists as tabs, the tasks grouped under their projects (spec 4, core's
 * groupTasksByProject: archived tasks never count), each with its person, deadline and the "done"
 * button; the completion log shows who finished each and when.
 */
export function TaskListView({
  state,
  send,
}: {
  readonly state: TaskListViewState;
  readonly send: (event: TaskListViewEvent) => void;
}) {
  const { t } = useI18n();
  return (
    <section className={card} aria-label={t("ui_route_tasks")}>
      <Tabs
        idPrefix="task-view"
        label={t("ui_tasks_views")}
        tabs={TASK_VIEWS.map((view) => ({ id: view, label: t(VIEW_LABELS[view]) }))}
        selected={state.view}
        onSelect={(view) => send({ type: "user.selectView", view })}
      >
        <StatusMessage message={noticeMessage(state.notice)} />
        <ListBody state={state} send={send} />
      </Tabs>
    </section>
  );
}

function ListBody({
  state,
  send,
}: {
  readonly state: TaskListViewState;
  readonly send: (e: TaskListViewEvent) => void;
}) {
  const { t } = useI18n();
  if (state.phase === "loading") return <Loader labelKey="ui_tasks_loading" />;
  if (state.phase === "failed")
    return (
      <div className={emptyState}>
        <p>{t("ui_tasks_load_failed")}</p>
        {state.loadFailureKey !== undefined ? <p>{t(state.loadFailureKey)}</p> : null}
        <Button variant="secondary" onClick={() => send({ type: "user.retry" })}>
          {t("ui_tasks_retry")}
        </Button>
      </div>
    );
  if (state.rows.length === 0)
    return (
      <div className={emptyState}>
        <p>{t(EMPTY_TEXTS[state.view])}</p>
      </div>
    );
  // The completion log keeps done tasks; grouping reads live ones only, so it lists them flat.
  const groups =
    state.view === "done"
      ? [{ key: "done", project: undefined, tasks: state.rows }]
      : [...groupTasksByProject(state.rows)].map(([key, tasks]) => ({
          key: String(key),
          project: state.projects.find((project) => project.id === key),
          tasks,
        }));
  return (
    <>
      <div className={css.projects}>
        {groups.map((group) => (
          <ProjectGroup
            key={group.key}
            project={group.project}
            titled={state.view !== "done"}
            tasks={group.tasks}
            state={state}
            send={send}
          />
        ))}
      </div>
      {state.hasMore || state.moreFailed ? (
        <div className={css.more}>
          <Button
            variant="secondary"
            busy={state.loadingMore}
            disabled={state.loadingMore}
            onClick={() => send({ type: state.moreFailed ? "user.retry" : "user.loadMore" })}
          >
            {t(state.moreFailed ? "ui_tasks_retry" : "ui_tasks_more")}
          </Button>
        </div>
      ) : null}
    </>
  );
}

function ProjectGroup({
  project,
  titled,
  tasks,
  state,
  send,
}: {
  readonly project: Project | undefined;
  readonly titled: boolean;
  readonly tasks: readonly TaskRow[];
  readonly state: TaskListViewState;
  readonly send: (event: TaskListViewEvent) => void;
}) {
  const { t } = useI18n();
  const { datePattern } = useDateFormat();
  const headingId = `task-project-${project?.id ?? "none"}`;
  const dates =
    project?.start_date && project.deadline_date
      ? t("ui_tasks_project_dates", {
          start: formatPlainDate(project.start_date, datePattern),
          end: formatPlainDate(project.deadline_date, datePattern),
        })
      : "";
  return (
    <section aria-labelledby={titled ? headingId : undefined}>
      {titled ? (
        <div className={css.projectHeader}>
          <h2 id={headingId} className={css.projectTitle}>
            {project?.title ?? t("ui_tasks_no_project")}
          </h2>
          <span className={css.projectMeta}>
            {[dates, t("ui_tasks_count", { count: tasks.length })].filter((part) => part !== "").join(" · ")}
          </span>
        </div>
      ) : null}
      <ul className={css.taskList}>
        {tasks.map((task) => (
          <TaskItem key={task.id} task={task} state={state} send={send} />
        ))}
      </ul>
    </section>
  );
}

function TaskItem({
  task,
  state,
  send,
}: {
  readonly task: TaskRow;
  readonly state: TaskListViewState;
  readonly send: (event: TaskListViewEvent) => void;
}) {
  const { t } = useI18n();
  const { datePattern } = useDateFormat();
  const formatInstant = useFormatInstant();
  const due = task.archived === 0 ? taskDueState(task.deadline_date, state.today) : "none";
  const busy = state.completingId !== undefined;
  return (
    <li className={css.task}>
      <div>
        <p className={css.taskTitle}>{task.title}</p>
        {task.description !== "" ? <p className={css.taskDescription}>{task.description}</p> : null}
        <p className={css.taskFacts}>
          <span>
            {t("ui_tasks_contact")}: {task.contact_name}
          </span>
          <span>
            {t("ui_tasks_deadline")}:{" "}
            {task.deadline_date === null
              ? t("ui_tasks_no_deadline")
              : formatPlainDate(task.deadline_date, datePattern)}
          </span>
          {due === "overdue" ? <span className={css.badge.overdue}>{t("ui_tasks_due_overdue")}</span> : null}
          {due === "today" ? <span className={css.badge.today}>{t("ui_tasks_due_today")}</span> : null}
          {task.ticket_id !== null ? <span>{t("ui_tasks_from_ticket", { id: task.ticket_id })}</span> : null}
          {task.completed_at !== null && task.completed_by_name !== null ? (
            <span className={css.badge.done}>
              {t("ui_tasks_completed_by", {
                name: task.completed_by_name,
                when: formatInstant(task.completed_at, true),
              })}
            </span>
          ) : null}
        </p>
      </div>
      {task.can_complete ? (
        <Button
          variant="secondary"
          busy={state.completingId === task.id}
          disabled={busy}
          aria-label={`${t("ui_tasks_complete")}: ${task.title}`}
          onClick={() => send({ type: "user.complete", id: task.id })}
        >
          {t("ui_tasks_complete")}
        </Button>
      ) : null}
    </li>
  );
}
