import { assign, setup } from "xstate";
import type { Temporal } from "temporal-polyfill";
import { examDraftErrors, type ExamDraft, type ExamDraftErrors } from "../../core/training/exam-draft";
import { failureOfErrorEvent, NO_FAILURE } from "../api-failure";
import { notProvided } from "../not-provided";
import {
  createIdempotencyKeyActor,
  hasKey,
  keptKey,
  keyAfterEdit,
  submissionKey,
  type HoldsIdempotencyKey,
} from "../shared/submit-once";
import { applyDraftEdit, type DraftEdit } from "./exam-draft-edits";
import { examAuthoringJourney } from "./exam-authoring.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const EXAM_AUTHORING_MACHINE_VERSION = "2";

/**
 * Head office writes an exam: edit the draft (kept on the device by the screen), submit; the draft
 * rule of core/training decides, and its errors show under the fields once a submit was tried. One
 * request at a time: submit is heard only while editing. A refusal from the server keeps the draft.
 * Submit-once is the tickets' piece: one Idempotency-Key per content, kept while the same draft is
 * sent again, so "schedule" again after a lost answer never makes a second exam.
 */

export interface ExamAuthoringContext extends HoldsIdempotencyKey {
  readonly draft: ExamDraft;
  readonly today: Temporal.PlainDate;
  /** Shown after the first submit, then kept current with every edit. */
  readonly errors: ExamDraftErrors;
  readonly showErrors: boolean;
  readonly failureKey: string | undefined;
  /** The failed request's id, shown so a person can quote it (issue #42); none without an answer. */
  readonly failureRequestId: string | undefined;
}

export type ExamAuthoringEvent = DraftEdit | { readonly type: "user.submit" };

/** Every edit of the draft, each one transition of `editing` with the same action. */
const DRAFT_EDITS = [
  "user.setField",
  "user.toggleRole",
  "user.addQuestion",
  "user.removeQuestion",
  "user.setQuestionText",
  "user.setChoice",
  "user.addChoice",
  "user.removeChoice",
  "user.toggleCorrect",
  "user.setMultiple",
] as const satisfies readonly DraftEdit["type"][];

export const examAuthoringMachine = setup({
  types: {
    context: {} as ExamAuthoringContext,
    events: {} as ExamAuthoringEvent,
    input: {} as { readonly draft: ExamDraft; readonly today: Temporal.PlainDate },
  },
  actors: {
    createIdempotencyKey: createIdempotencyKeyActor(),
    /** POST training/exams with the key. */
    createTraining: notProvided<void, { readonly draft: ExamDraft; readonly key: string }>("createTraining"),
  },
  actions: {
    edit: assign(({ context, event }) => {
      if (event.type === "user.submit") return {};
      const draft = applyDraftEdit(context.draft, event);
      return {
        draft,
        errors: context.showErrors ? examDraftErrors(draft, context.today) : {},
        // Every edit makes a new object: the content decides whether it is still the same request.
        idempotencyKey: keyAfterEdit(context, JSON.stringify(draft) === JSON.stringify(context.draft)),
      };
    }),
    keepKey: assign(keptKey),
  },
  guards: {
    hasKey,
    isValid: ({ context }) => Object.keys(examDraftErrors(context.draft, context.today)).length === 0,
  },
}).createMachine({
  id: "examAuthoring",
  meta: { journey: examAuthoringJourney },
  version: EXAM_AUTHORING_MACHINE_VERSION,
  context: ({ input }) => ({
    draft: input.draft,
    today: input.today,
    errors: {},
    showErrors: false,
    ...NO_FAILURE,
    idempotencyKey: null,
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "user.submit": [
          {
            guard: "isValid",
            target: "creatingKey",
            actions: assign({ errors: {}, ...NO_FAILURE }),
          },
          {
            actions: assign(({ context }) => ({
              showErrors: true,
              errors: examDraftErrors(context.draft, context.today),
            })),
          },
        ],
        ...Object.fromEntries(DRAFT_EDITS.map((type) => [type, { actions: "edit" as const }])),
      },
    },
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
          target: "editing",
          actions: assign({ failureKey: "b2b_something_went_wrong", failureRequestId: undefined }),
        },
      },
    },
    saving: {
      invoke: {
        id: "createTraining",
        src: "createTraining",
        input: ({ context }) => ({ draft: context.draft, key: submissionKey(context) }),
        onDone: "saved",
        // The draft and the key stay: "schedule" again is the same request, never a second exam.
        onError: {
          target: "editing",
          actions: assign({
            ...failureOfErrorEvent,
          }),
        },
      },
    },
    saved: { type: "final" },
  },
});
