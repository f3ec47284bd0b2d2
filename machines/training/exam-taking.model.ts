import type { SnapshotFrom } from "xstate";
import type { ExamOutcome, ExamPaper } from "../../core/training/exam-wire";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";
import { examTakingMachine } from "./exam-taking.machine";

/* Taking an exam: its model, and the paper and outcome its actor tests use. */

export const EXAM_PAPER = {
  training: {
    id: 7,
    title: "Τεστ υγιεινής",
    start_date: "2026-11-20",
    end_date: "2026-11-30",
    status: "started",
    exam: true,
    description: "",
    pass_mark: 50,
    time_limit_minutes: 10,
    question_count: 2,
    result: null,
  },
  questions: [
    { id: 1, text: "Θερμοκρασία ψυγείου;", choices: ["0–4 °C", "8–10 °C"], multiple: false },
    { id: 2, text: "Τι απαιτείται;", choices: ["Πλύσιμο χεριών", "Ποδιά", "Κινητό"], multiple: true },
  ],
} as unknown as ExamPaper;

export const EXAM_OUTCOME: ExamOutcome = { score: 100, passed: true, pass_mark: 50, correct: 2, total: 2 };
const TAKEN = { _tag: "HttpError", status: 409, messageKey: "b2b_exam_already_taken" };

type Snapshot = SnapshotFrom<typeof examTakingMachine>;

export const examTakingModel: MachineModel = {
  machine: examTakingMachine,
  models: [
    {
      input: { trainingId: 7, draft: { "1": [0] } },
      events: eventsFromCatalogue({
        "xstate.done.actor.loadPaper": [doneEvent("loadPaper", EXAM_PAPER)],
        "xstate.error.actor.loadPaper": [errorEvent("loadPaper", TAKEN)],
        "xstate.done.actor.submitExam": [doneEvent("submitExam", EXAM_OUTCOME)],
        "xstate.error.actor.submitExam": [errorEvent("submitExam", TAKEN)],
        "user.choose": [
          { type: "user.choose", questionId: 2, choice: 1 },
          { type: "user.choose", questionId: 99, choice: 0 },
        ],
      }),
      project: (snapshot: unknown) => {
        const { context } = snapshot as Snapshot;
        return [Object.keys(context.answers).length, context.failureKey];
      },
    },
  ],
};
