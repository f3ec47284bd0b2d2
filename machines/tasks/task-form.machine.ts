import { assign, setup } from "xstate";
import type { Temporal } from "temporal-polyfill";
import type { Project } from "../../core/tasks/task";
import {
  EMPTY_TASK_DRAFT,
  hasTaskErrors,
  isEmptyTaskDraft,
  validateTaskDraft,
  type TaskDraft,
  type TaskFieldErrors,
} from "../../core/tasks/task-draft";
import type { TaskAssignee } from "../../core/tasks/task-wire";
import { failureMessageKey } from "../api-failure";
import { edgeAction, notProvided } from "../not-provided";
import {
  createIdempotencyKeyActor,
  hasKey,
  keptKey,
  keyAfterEdit,
  submissionKey,
  type HoldsIdempotencyKey,
} from "../shared/submit-once";
import { taskFormJourney } from "./task-form.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const TASK_FORM_MACHINE_VERSION = "1";

/**
 * The new-task form of a store (head office, franchisees and store managers): the people and
 * projects load (and say whether this person may create tasks here), open it, fill it, send once. The draft is stored at every edit (a reload or a failed
 * save loses nothing) and cleared after a save. The rules are core's (validateTaskDraft, the spec's
 * title of at least 3 characters); the server checks the same and answers field keys. Submit-once
 * is the tickets' piece: one idempotency key per content, kept while the same content is retried.
 */

export interface TaskFormData {
  readonly canAssign: boolean;
  readonly people: readonly TaskAssignee[];
  readonly projects: readonly Project[];
}

export interface SaveTaskInput {
  readonly draft: TaskDraft;
  readonly key: string;
}

export type TaskFormNotice =
  { readonly kind: "saved"; readonly title: string } | { readonly kind: "failed"; readonly key: string };

export interface TaskFormContext extends HoldsIdempotencyKey {
  readonly draft: TaskDraft;
  readonly today: Temporal.PlainDate;
  readonly data: TaskFormData | undefined;
  /** Errors are shown once the person tried to send. */
  readonly showErrors: boolean;
  readonly errors: TaskFieldErrors;
  readonly notice: TaskFormNotice | undefined;
}

export type TaskFormEvent =
  | { readonly type: "user.open" }
  | { readonly type: "user.close" }
  | { readonly type: "user.edit"; readonly field: keyof TaskDraft; readonly value: string }
  | { readonly type: "user.submit" }
  | { readonly type: "user.retry" };

const check = (draft: TaskDraft, today: Temporal.PlainDate) => validateTaskDraft(draft, today);

export const taskFormMachine = setup({
  types: {
    context: {} as TaskFormContext,
    events: {} as TaskFormEvent,
    input: {} as { readonly draft?: TaskDraft; readonly today: Temporal.PlainDate },
  },
  actors: {
    /** GET tasks/assignees and GET projects. */
    loadFormData: notProvided<TaskFormData, void>("loadFormData"),
    createIdempotencyKey: createIdempotencyKeyActor(),
    /** POST tasks with the key. */
    saveTask: notProvided<{ readonly taskId: number }, SaveTaskInput>("saveTask"),
  },
  guards: {
    hasKey,
    isValid: ({ context }) => !hasTaskErrors(check(context.draft, context.today)),
    canAssign: ({ context }) => context.data?.canAssign === true,
  },
  actions: {
    /** Stores the draft (localStorage at the edge). */
    storeDraft: edgeAction<{ readonly draft: TaskDraft }>(),
    /** Removes the stored draft after a save. */
    clearDraft: edgeAction<void>(),
    /** Tells the list a task was made (it reloads). */
    announceSaved: edgeAction<void>(),
    keepKey: assign(keptKey),
    discardDraft: assign(({ context }) => ({
      draft: EMPTY_TASK_DRAFT,
      errors: check(EMPTY_TASK_DRAFT, context.today),
      showErrors: false,
      idempotencyKey: null,
      notice: undefined,
    })),
    edit: assign(({ context, event }) => {
      if (event.type !== "user.edit") return {};
      const draft = { ...context.draft, [event.field]: event.value };
      return {
        draft,
        errors: check(draft, context.today),
        idempotencyKey: keyAfterEdit(context, draft[event.field] === context.draft[event.field]),
        notice: undefined,
      };
    }),
  },
}).createMachine({
  id: "taskForm",
  // The journey view for product owners (npm run diagrams); not read at run time.
  meta: { journey: taskFormJourney },
  version: TASK_FORM_MACHINE_VERSION,
  context: ({ input }) => {
    const draft = input.draft ?? EMPTY_TASK_DRAFT;
    return {
      draft,
      today: input.today,
      data: undefined,
      showErrors: false,
      errors: check(draft, input.today),
      notice: undefined,
      idempotencyKey: null,
    };
  },
  // The people and projects load first: they also say whether this person may create tasks here
  // (staff may not, and see no button). A draft kept from before a reload opens the form again.
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadFormData",
        src: "loadFormData",
        onDone: [
          {
            guard: ({ context, event }) => event.output.canAssign && !isEmptyTaskDraft(context.draft),
            target: "editing",
            actions: assign({ data: ({ event }) => event.output }),
          },
          { target: "closed", actions: assign({ data: ({ event }) => event.output }) },
        ],
        onError: {
          target: "loadFailed",
          actions: assign({
            notice: ({ event }) => ({ kind: "failed" as const, key: failureMessageKey(event.error) }),
          }),
        },
      },
    },
    loadFailed: {
      on: { "user.retry": { target: "loading", actions: assign({ notice: undefined }) } },
    },
    closed: {
      on: { "user.open": { guard: "canAssign", target: "editing", actions: assign({ notice: undefined }) } },
    },
    editing: {
      on: {
        "user.edit": {
          actions: ["edit", { type: "storeDraft", params: ({ context }) => ({ draft: context.draft }) }],
        },
        "user.submit": [
          { guard: "isValid", target: "submitting", actions: assign({ notice: undefined }) },
          { actions: assign({ showErrors: true }) },
        ],
        // "Cancel" discards what was typed: the stored draft goes too.
        "user.close": { target: "closed", actions: ["discardDraft", "clearDraft"] },
      },
    },
    submitting: {
      initial: "creatingKey",
      states: {
        creatingKey: {
          always: { guard: "hasKey", target: "saving" },
          invoke: {
            id: "createIdempotencyKey",
            src: "createIdempotencyKey",
            onDone: {
              target: "saving",
              actions: { type: "keepKey", params: ({ event }) => ({ key: event.output }) },
            },
            onError: {
              target: "#taskForm.editing",
              actions: assign({ notice: { kind: "failed" as const, key: "b2b_something_went_wrong" } }),
            },
          },
        },
        saving: {
          invoke: {
            id: "saveTask",
            src: "saveTask",
            input: ({ context }) => ({ draft: context.draft, key: submissionKey(context) }),
            onDone: {
              target: "#taskForm.closed",
              actions: [
                assign(({ context }) => ({
                  notice: { kind: "saved" as const, title: context.draft.title.trim() },
                  draft: EMPTY_TASK_DRAFT,
                  errors: check(EMPTY_TASK_DRAFT, context.today),
                  showErrors: false,
                  idempotencyKey: null,
                })),
                "clearDraft",
                "announceSaved",
              ],
            },
            // The draft and the key stay: "send" again is the same request, never a second task.
            onError: {
              target: "#taskForm.editing",
              actions: assign(({ event }) => ({
                notice: { kind: "failed" as const, key: failureMessageKey(event.error) },
              })),
            },
          },
        },
      },
    },
  },
});
