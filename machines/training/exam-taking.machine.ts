import { assign, setup } from "xstate";
import type { ExamOutcome, ExamPaper, ExamSubmission } from "../../core/training/exam-wire";
import { failureOfErrorEvent, NO_FAILURE } from "../api-failure";
import { notProvided } from "../not-provided";
import { answersFromDraft, choose, type ExamAnswers } from "./exam-answers";
import { examTakingJourney } from "./exam-taking.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const EXAM_TAKING_MACHINE_VERSION = "1";

/**
 * Taking an exam on /training?exam=<id>: load the paper (with the answers kept on the device from
 * an earlier visit), choose answers, confirm, submit once, see the server's score. Submitting is only
 * possible from `confirming`, so a double tap sends one request; a failed submission keeps every
 * answer and says why (the server answers 409 when the exam was already taken or has closed).
 */

export interface ExamTakingContext {
  readonly trainingId: number;
  /** The answers kept on the device, read once the paper is here. */
  readonly draft: unknown;
  readonly paper: ExamPaper | undefined;
  readonly answers: ExamAnswers;
  readonly outcome: ExamOutcome | undefined;
  readonly failureKey: string | undefined;
  /** The failed request's id, shown so a person can quote it (issue #42); none without an answer. */
  readonly failureRequestId: string | undefined;
}

export type ExamTakingEvent =
  | { readonly type: "user.choose"; readonly questionId: number; readonly choice: number }
  | { readonly type: "user.submit" }
  | { readonly type: "user.confirm" }
  | { readonly type: "user.cancel" }
  | { readonly type: "user.retry" };

const submissionOf = (context: ExamTakingContext): ExamSubmission => ({
  answers: (context.paper?.questions ?? []).map((q) => ({
    question_id: q.id,
    choices: context.answers[q.id] ?? [],
  })),
});

export const examTakingMachine = setup({
  types: {
    context: {} as ExamTakingContext,
    events: {} as ExamTakingEvent,
    input: {} as { readonly trainingId: number; readonly draft?: unknown },
  },
  actors: {
    /** GET training/{id}/exam. */
    loadPaper: notProvided<ExamPaper, { readonly trainingId: number }>("loadPaper"),
    /** POST training/{id}/exam. */
    submitExam: notProvided<
      ExamOutcome,
      { readonly trainingId: number; readonly submission: ExamSubmission }
    >("submitExam"),
  },
  guards: {
    isQuestion: ({ context, event }) =>
      event.type === "user.choose" && (context.paper?.questions ?? []).some((q) => q.id === event.questionId),
  },
}).createMachine({
  id: "examTaking",
  meta: { journey: examTakingJourney },
  version: EXAM_TAKING_MACHINE_VERSION,
  context: ({ input }) => ({
    trainingId: input.trainingId,
    draft: input.draft,
    paper: undefined,
    answers: {},
    outcome: undefined,
    ...NO_FAILURE,
  }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadPaper",
        src: "loadPaper",
        input: ({ context }) => ({ trainingId: context.trainingId }),
        onDone: {
          target: "answering",
          actions: assign(({ context, event }) => ({
            paper: event.output,
            answers: answersFromDraft(context.draft, event.output.questions),
            ...NO_FAILURE,
          })),
        },
        onError: {
          target: "loadFailed",
          actions: assign({
            ...failureOfErrorEvent,
          }),
        },
      },
    },
    loadFailed: { on: { "user.retry": "loading" } },
    answering: {
      on: {
        "user.choose": {
          guard: "isQuestion",
          actions: assign({
            answers: ({ context, event }) => {
              const question = context.paper?.questions.find((q) => q.id === event.questionId);
              return question === undefined
                ? context.answers
                : choose(context.answers, question, event.choice);
            },
          }),
        },
        "user.submit": {
          target: "confirming",
          actions: assign({ ...NO_FAILURE }),
        },
      },
    },
    confirming: {
      on: { "user.confirm": "submitting", "user.cancel": "answering" },
    },
    submitting: {
      invoke: {
        id: "submitExam",
        src: "submitExam",
        input: ({ context }) => ({ trainingId: context.trainingId, submission: submissionOf(context) }),
        onDone: { target: "done", actions: assign({ outcome: ({ event }) => event.output }) },
        onError: {
          target: "answering",
          actions: assign({
            ...failureOfErrorEvent,
          }),
        },
      },
    },
    done: { type: "final" },
  },
});
