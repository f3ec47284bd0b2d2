import { assign, setup } from "xstate";
import {
  answerDrafts,
  answerOf,
  withAnswer,
  type ChecklistDraft,
  type DraftPhoto,
} from "../../core/evaluations/checklist-draft";
import { questionsOf, validateAnswers, type AnswerDraft } from "../../core/evaluations/checklist-rules";
import type { ChecklistForm, SubmittedChecklist } from "../../core/evaluations/evaluations-wire";
import { failureOfErrorEvent, NO_FAILURE } from "../api-failure";
import { edgeAction, notProvided } from "../not-provided";
import {
  createIdempotencyKeyActor,
  hasKey,
  keptKey,
  submissionKey,
  type HoldsIdempotencyKey,
} from "../shared/submit-once";
import { checklistFillJourney } from "./checklist-fill.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const CHECKLIST_FILL_MACHINE_VERSION = "1";

/**
 * A store manager filling a checklist (on a phone, mostly): the form loads, each answer, note and
 * photo is kept in the device's draft at once (a reload or a lost connection loses nothing), core's
 * rules decide what may be sent, and the submit is sent once: its Idempotency-Key is made before the
 * first attempt and kept in the draft, so "submit" again after a lost answer (or a reload) is the same
 * request and never a second report. Changing an answer makes it another request (a new key).
 */

export interface ChecklistFillContext extends HoldsIdempotencyKey {
  readonly form: ChecklistForm | undefined;
  readonly draft: ChecklistDraft;
  readonly showErrors: boolean;
  readonly failureKey: string | undefined;
  /** The failed request's id, shown so a person can quote it (issue #42); none without an answer. */
  readonly failureRequestId: string | undefined;
  /** The question whose photo is uploading. */
  readonly uploadingFor: string | undefined;
  readonly submitted: SubmittedChecklist | undefined;
}

export type ChecklistFillEvent =
  | { readonly type: "user.answer"; readonly questionId: string; readonly value: string }
  | { readonly type: "user.note"; readonly questionId: string; readonly note: string }
  | { readonly type: "user.attach"; readonly questionId: string; readonly file: unknown }
  | { readonly type: "user.removePhoto"; readonly questionId: string; readonly photoId: number }
  | { readonly type: "user.submit" }
  | { readonly type: "user.retry" };

const errorsOf = (context: Pick<ChecklistFillContext, "form" | "draft">) => {
  const questions = questionsOf(context.form?.sections ?? []);
  return validateAnswers(questions, answerDrafts(context.draft, questions));
};

export const checklistFillMachine = setup({
  types: {
    context: {} as ChecklistFillContext,
    events: {} as ChecklistFillEvent,
    input: {} as { readonly draft: ChecklistDraft },
  },
  actors: {
    /** GET checklists/{id}. */
    loadForm: notProvided<ChecklistForm, void>("loadForm"),
    /** POST v2/files. */
    uploadPhoto: notProvided<DraftPhoto, { readonly file: unknown }>("uploadPhoto"),
    createIdempotencyKey: createIdempotencyKeyActor(),
    /** POST checklists/{id}/submit with the key. */
    submit: notProvided<
      SubmittedChecklist,
      { readonly answers: readonly AnswerDraft[]; readonly key: string }
    >("submit"),
  },
  guards: {
    hasKey,
    isValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
  },
  actions: {
    /** Writes the draft (with the key) to the device's store (given at the edge). */
    keepDraft: edgeAction<{ readonly draft: ChecklistDraft }>(),
    /** Removes the stored draft once submitted. */
    clearDraft: edgeAction<void>(),
    keepKey: assign(keptKey),
    change: assign(({ context, event }) => {
      const draft =
        event.type === "user.answer"
          ? withAnswer(context.draft, event.questionId, { value: event.value })
          : event.type === "user.note"
            ? withAnswer(context.draft, event.questionId, { note: event.note })
            : event.type === "user.removePhoto"
              ? withAnswer(context.draft, event.questionId, {
                  photos: answerOf(context.draft, event.questionId).photos.filter(
                    (p) => p.id !== event.photoId,
                  ),
                })
              : context.draft;
      return { draft, idempotencyKey: draft.key, ...NO_FAILURE };
    }),
  },
}).createMachine({
  id: "checklistFill",
  // The journey view for product owners (npm run diagrams); not read at run time.
  meta: { journey: checklistFillJourney },
  version: CHECKLIST_FILL_MACHINE_VERSION,
  context: ({ input }) => ({
    form: undefined,
    draft: input.draft,
    idempotencyKey: input.draft.key,
    showErrors: false,
    ...NO_FAILURE,
    uploadingFor: undefined,
    submitted: undefined,
  }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadForm",
        src: "loadForm",
        onDone: { target: "filling", actions: assign({ form: ({ event }) => event.output }) },
        onError: {
          target: "loadFailed",
          actions: assign({
            ...failureOfErrorEvent,
          }),
        },
      },
    },
    loadFailed: {
      on: {
        "user.retry": {
          target: "loading",
          actions: assign({ ...NO_FAILURE }),
        },
      },
    },
    filling: {
      on: {
        "user.answer": {
          actions: ["change", { type: "keepDraft", params: ({ context }) => ({ draft: context.draft }) }],
        },
        "user.note": {
          actions: ["change", { type: "keepDraft", params: ({ context }) => ({ draft: context.draft }) }],
        },
        "user.removePhoto": {
          actions: ["change", { type: "keepDraft", params: ({ context }) => ({ draft: context.draft }) }],
        },
        "user.attach": {
          target: "uploading",
          actions: assign({
            uploadingFor: ({ event }) => event.questionId,
            ...NO_FAILURE,
          }),
        },
        "user.submit": [
          {
            guard: "isValid",
            target: "submitting",
            actions: assign({ ...NO_FAILURE }),
          },
          {
            actions: assign({
              showErrors: true,
              failureKey: "b2b_checklist_answer_required",
              failureRequestId: undefined,
            }),
          },
        ],
      },
    },
    uploading: {
      invoke: {
        id: "uploadPhoto",
        src: "uploadPhoto",
        input: ({ event }) => ({ file: event.type === "user.attach" ? event.file : undefined }),
        onDone: {
          target: "filling",
          actions: [
            assign(({ context, event }) => {
              const questionId = context.uploadingFor ?? "";
              const photos = [...answerOf(context.draft, questionId).photos, event.output];
              const draft = withAnswer(context.draft, questionId, { photos });
              return { draft, idempotencyKey: null, uploadingFor: undefined };
            }),
            { type: "keepDraft", params: ({ context }) => ({ draft: context.draft }) },
          ],
        },
        onError: {
          target: "filling",
          actions: assign({
            ...failureOfErrorEvent,
            uploadingFor: undefined,
          }),
        },
      },
    },
    submitting: {
      initial: "creatingKey",
      states: {
        creatingKey: {
          always: { guard: "hasKey", target: "sending" },
          invoke: {
            id: "createIdempotencyKey",
            src: "createIdempotencyKey",
            onDone: {
              target: "sending",
              actions: [
                { type: "keepKey", params: ({ event }) => ({ key: event.output }) },
                assign(({ context }) => ({ draft: { ...context.draft, key: context.idempotencyKey } })),
                // The key is on the device before the first attempt: a reload keeps the same request.
                { type: "keepDraft", params: ({ context }) => ({ draft: context.draft }) },
              ],
            },
            onError: {
              target: "#checklistFill.filling",
              actions: assign({ failureKey: "b2b_something_went_wrong", failureRequestId: undefined }),
            },
          },
        },
        sending: {
          invoke: {
            id: "submit",
            src: "submit",
            input: ({ context }) => ({
              answers: answerDrafts(context.draft, questionsOf(context.form?.sections ?? [])),
              key: submissionKey(context),
            }),
            onDone: {
              target: "#checklistFill.submitted",
              actions: [assign({ submitted: ({ event }) => event.output }), "clearDraft"],
            },
            // The draft and the key stay: "submit" again is the same request, never a second report.
            onError: {
              target: "#checklistFill.filling",
              actions: assign({
                ...failureOfErrorEvent,
              }),
            },
          },
        },
      },
    },
    submitted: { type: "final" },
  },
});

/** The failed key per question, for the view (shown after the first "submit"). */
export const checklistErrors = errorsOf;
