import type { SnapshotFrom } from "xstate";
import { checklistFillMachine } from "./checklist-fill.machine";
import { EMPTY_CHECKLIST_DRAFT } from "../../core/evaluations/checklist-draft";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";

/* A checklist filled on a phone: one yes/no question that needs a photo, a lost submit, one submit. */

export const CHECKLIST_FORM = {
  id: 1,
  title: "Υγιεινή",
  sections: [
    {
      title: "Κουζίνα",
      questions: [
        {
          id: "k1",
          text: "Καθαρό;",
          kind: "yes_no",
          weight: 1,
          max: 1,
          photo_required: true,
          creates_task: true,
        },
      ],
    },
  ],
};
const NETWORK = { _tag: "NetworkError", messageKey: "b2b_network_error" };

type Snapshot = SnapshotFrom<typeof checklistFillMachine>;

const progress = ({ context }: Snapshot) => ({
  value: context.draft.answers["k1"]?.value ?? "",
  photos: (context.draft.answers["k1"]?.photos.length ?? 0) > 0,
  key: context.idempotencyKey !== null,
  failed: context.failureKey !== undefined,
  showErrors: context.showErrors,
});

export const checklistFillModel: MachineModel = {
  machine: checklistFillMachine,
  models: [
    {
      input: { draft: EMPTY_CHECKLIST_DRAFT },
      events: eventsFromCatalogue({
        "user.answer": [{ type: "user.answer", questionId: "k1", value: "no" }],
        "user.note": [{ type: "user.note", questionId: "k1", note: "Λεκέδες" }],
        "user.attach": [{ type: "user.attach", questionId: "k1", file: "photo" }],
        "user.removePhoto": [{ type: "user.removePhoto", questionId: "k1", photoId: 7 }],
        "user.submit": [{ type: "user.submit" }],
        "user.retry": [{ type: "user.retry" }],
        "xstate.done.actor.loadForm": [doneEvent("loadForm", CHECKLIST_FORM)],
        "xstate.error.actor.loadForm": [errorEvent("loadForm", NETWORK)],
        "xstate.done.actor.uploadPhoto": [doneEvent("uploadPhoto", { id: 7, name: "p.png" })],
        "xstate.error.actor.uploadPhoto": [errorEvent("uploadPhoto", NETWORK)],
        "xstate.done.actor.createIdempotencyKey": [doneEvent("createIdempotencyKey", "key-1")],
        "xstate.error.actor.createIdempotencyKey": [errorEvent("createIdempotencyKey", NETWORK)],
        "xstate.done.actor.submit": [doneEvent("submit", { report_id: 3, score: 0, task_ids: [9] })],
        "xstate.error.actor.submit": [errorEvent("submit", NETWORK)],
      }),
      project: (snapshot: unknown) => progress(snapshot as Snapshot),
    },
  ],
};
