import type { SnapshotFrom } from "xstate";
import { Temporal } from "temporal-polyfill";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";
import { examAuthoringMachine } from "./exam-authoring.machine";
import { emptyDraft } from "./exam-draft-edits";

/* Head office's new exam: its model, and the drafts its actor tests use. */

export const AUTHOR_TODAY = Temporal.PlainDate.from("2026-11-24");
export const VALID_DRAFT = {
  ...emptyDraft("2026-11-24"),
  title: "Τεστ υγιεινής",
  questions: [
    { text: "Θερμοκρασία ψυγείου;", choices: ["0–4 °C", "8–10 °C"], correct: [0], multiple: false },
  ],
};
const REFUSED = { _tag: "HttpError", status: 422, messageKey: "b2b_training_end_in_past" };

type Snapshot = SnapshotFrom<typeof examAuthoringMachine>;

export const examAuthoringModel: MachineModel = {
  machine: examAuthoringMachine,
  models: [
    {
      input: { draft: emptyDraft("2026-11-24"), today: AUTHOR_TODAY },
      events: eventsFromCatalogue({
        "user.setField": [{ type: "user.setField", field: "title", value: "Τεστ υγιεινής" }],
        "user.toggleRole": [{ type: "user.toggleRole", role: "user" }],
        "user.addQuestion": [{ type: "user.addQuestion" }],
        "user.removeQuestion": [{ type: "user.removeQuestion", index: 1 }],
        "user.setQuestionText": [{ type: "user.setQuestionText", index: 0, text: "Θερμοκρασία ψυγείου;" }],
        "user.setChoice": [
          { type: "user.setChoice", index: 0, choice: 0, text: "0–4 °C" },
          { type: "user.setChoice", index: 0, choice: 1, text: "8–10 °C" },
        ],
        "user.addChoice": [{ type: "user.addChoice", index: 0 }],
        "user.removeChoice": [{ type: "user.removeChoice", index: 0, choice: 2 }],
        "user.toggleCorrect": [{ type: "user.toggleCorrect", index: 0, choice: 0 }],
        "user.setMultiple": [{ type: "user.setMultiple", index: 0, multiple: true }],
        "xstate.done.actor.createIdempotencyKey": [doneEvent("createIdempotencyKey", "key-1")],
        "xstate.error.actor.createIdempotencyKey": [errorEvent("createIdempotencyKey", new Error("no key"))],
        "xstate.done.actor.createTraining": [doneEvent("createTraining", undefined)],
        "xstate.error.actor.createTraining": [errorEvent("createTraining", REFUSED)],
      }),
      // How far the draft is from valid (what the walk needs to reach a valid submit), whether errors
      // are shown, and the server's refusal: enough for every transition, small enough to walk.
      project: (snapshot: unknown) => {
        const { context } = snapshot as Snapshot;
        const first = context.draft.questions[0];
        return [
          context.draft.title !== "",
          first?.text !== "",
          Math.min(first?.choices.filter((choice) => choice !== "").length ?? 0, 2),
          (first?.correct.length ?? 0) > 0,
          Math.min(context.draft.questions.length, 2),
          context.showErrors,
          context.failureKey,
        ];
      },
    },
  ],
};
