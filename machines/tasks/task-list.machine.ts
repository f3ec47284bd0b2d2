import { assign, setup } from "xstate";
import type { Project } from "../../core/tasks/task";
import type { TaskView } from "../../core/tasks/task-due";
import type { TaskRow } from "../../core/tasks/task-wire";
import { failureMessageKey } from "../api-failure";
import { notProvided } from "../not-provided";
import { taskListJourney } from "./task-list.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const TASK_LIST_MACHINE_VERSION = "1";

/**
 * A store's tasks in one view (open, overdue, due today, completion log): keyset pages, with the
 * projects they are grouped under (spec 4), and marking a task done, after which it leaves the list
 * and a notice says so. The route makes a new actor per store (spec 4, "Changing store"), so a page
 * of the previous store never lands in the new list; an answer for a view left behind is dropped by
 * the invoke itself. "reload" starts the view again (a new task was created).
 */

export interface TaskListPage {
  readonly rows: readonly TaskRow[];
  readonly nextCursor: string | null;
  readonly projects: readonly Project[];
}

export interface LoadTasksInput {
  readonly view: TaskView;
  readonly cursor: string | null;
}

export type TaskListNotice =
  { readonly kind: "completed"; readonly title: string } | { readonly kind: "failed"; readonly key: string };

export interface TaskListContext {
  readonly view: TaskView;
  readonly rows: readonly TaskRow[];
  readonly projects: readonly Project[];
  readonly nextCursor: string | null;
  /** The first page failed (nothing to show) or a further page failed (the rows stay). */
  readonly failed: "none" | "first" | "more";
  readonly loadFailureKey: string | undefined;
  readonly completingId: number | undefined;
  readonly notice: TaskListNotice | undefined;
}

export type TaskListEvent =
  | { readonly type: "user.selectView"; readonly view: TaskView }
  | { readonly type: "user.loadMore" }
  | { readonly type: "user.retry" }
  | { readonly type: "user.reload" }
  | { readonly type: "user.complete"; readonly id: number }
  | { readonly type: "user.dismissNotice" };

export const taskListMachine = setup({
  types: {
    context: {} as TaskListContext,
    events: {} as TaskListEvent,
    input: {} as { readonly view?: TaskView },
  },
  actors: {
    /** GET tasks (and, for a first page, GET projects). */
    loadPage: notProvided<TaskListPage, LoadTasksInput>("loadPage"),
    /** POST task_completed/{id}. */
    complete: notProvided<TaskRow, { readonly id: number }>("complete"),
  },
  guards: {
    hasMore: ({ context }) => context.nextCursor !== null,
    // Scrolling does not hammer a failing server: after a failed page only "retry" asks again.
    canLoadMore: ({ context }) => context.nextCursor !== null && context.failed === "none",
    isOtherView: ({ context, event }) => event.type === "user.selectView" && event.view !== context.view,
    isCompletable: ({ context, event }) =>
      event.type === "user.complete" && context.rows.some((row) => row.id === event.id && row.can_complete),
  },
  actions: {
    startView: assign(({ context, event }) => ({
      view: event.type === "user.selectView" ? event.view : context.view,
      rows: [],
      nextCursor: null,
      failed: "none" as const,
      notice: undefined,
    })),
  },
}).createMachine({
  id: "taskList",
  // The journey view for product owners (npm run diagrams); not read at run time.
  meta: { journey: taskListJourney },
  version: TASK_LIST_MACHINE_VERSION,
  context: ({ input }) => ({
    view: input.view ?? "open",
    rows: [],
    projects: [],
    nextCursor: null,
    failed: "none",
    loadFailureKey: undefined,
    completingId: undefined,
    notice: undefined,
  }),
  initial: "loading",
  on: {
    "user.selectView": { guard: "isOtherView", target: ".loading", actions: "startView" },
  },
  states: {
    loading: {
      invoke: {
        id: "loadPage",
        src: "loadPage",
        input: ({ context }) => ({ view: context.view, cursor: null }),
        onDone: {
          target: "ready",
          actions: assign(({ event }) => ({
            rows: event.output.rows,
            projects: event.output.projects,
            nextCursor: event.output.nextCursor,
            failed: "none" as const,
          })),
        },
        onError: {
          target: "failed",
          actions: assign(({ event }) => ({
            failed: "first" as const,
            loadFailureKey: failureMessageKey(event.error),
          })),
        },
      },
    },
    ready: {
      on: {
        "user.loadMore": { guard: "canLoadMore", target: "loadingMore" },
        // After a failed further page, "retry" asks for it again.
        "user.retry": { guard: "hasMore", target: "loadingMore" },
        "user.reload": { target: "loading", actions: "startView" },
        "user.complete": {
          guard: "isCompletable",
          target: "completing",
          actions: assign({ completingId: ({ event }) => event.id, notice: undefined }),
        },
        "user.dismissNotice": { actions: assign({ notice: undefined }) },
      },
    },
    loadingMore: {
      invoke: {
        id: "loadPage",
        src: "loadPage",
        input: ({ context }) => ({ view: context.view, cursor: context.nextCursor }),
        onDone: {
          target: "ready",
          actions: assign(({ context, event }) => ({
            rows: [...context.rows, ...event.output.rows],
            nextCursor: event.output.nextCursor,
            failed: "none" as const,
          })),
        },
        onError: { target: "ready", actions: assign({ failed: "more" as const }) },
      },
    },
    completing: {
      invoke: {
        id: "complete",
        src: "complete",
        input: ({ context }) => ({ id: context.completingId ?? 0 }),
        onDone: {
          target: "ready",
          // Done tasks leave the live lists (spec 4: only non-archived tasks count).
          actions: assign(({ context, event }) => ({
            rows: context.rows.filter((row) => row.id !== event.output.id),
            completingId: undefined,
            notice: { kind: "completed" as const, title: event.output.title },
          })),
        },
        onError: {
          target: "ready",
          actions: assign(({ event }) => ({
            completingId: undefined,
            notice: { kind: "failed" as const, key: failureMessageKey(event.error) },
          })),
        },
      },
    },
    failed: {
      on: { "user.retry": { target: "loading", actions: assign({ failed: "none" as const }) } },
    },
  },
});
