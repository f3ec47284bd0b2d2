import type { SnapshotFrom } from "xstate";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";
import { noteFileFormMachine } from "./note-file-form.machine";

/* Head office's "add a file to this note": its model. */

export const PDF = { name: "odigos.pdf", blob: new Blob(["%PDF-1.4"], { type: "application/pdf" }) };
const UNUSABLE = { _tag: "HttpError", status: 422, messageKey: "b2b_training_file_unusable" };

type Snapshot = SnapshotFrom<typeof noteFileFormMachine>;

export const noteFileFormModel: MachineModel = {
  machine: noteFileFormMachine,
  models: [
    {
      input: { noteId: 2 },
      events: eventsFromCatalogue({
        "user.setTitle": [
          { type: "user.setTitle", title: "Οδηγός παραλαβής" },
          { type: "user.setTitle", title: " " },
        ],
        "user.toggleRole": [{ type: "user.toggleRole", role: "trainee" }],
        "user.chooseFile": [
          { type: "user.chooseFile", file: PDF },
          { type: "user.chooseFile", file: null },
        ],
        "xstate.done.actor.uploadFile": [doneEvent("uploadFile", 77)],
        "xstate.error.actor.uploadFile": [errorEvent("uploadFile", new Error("offline"))],
        "xstate.done.actor.attachFile": [doneEvent("attachFile", undefined)],
        "xstate.error.actor.attachFile": [
          errorEvent("attachFile", UNUSABLE),
          errorEvent("attachFile", new Error("offline")),
        ],
      }),
      // What decides the next transition: a title, a file (uploaded or not), errors shown, a failure.
      project: (snapshot: unknown) => {
        const { context } = snapshot as Snapshot;
        return [
          context.title.trim() !== "",
          context.file === null ? "none" : context.file.fileId === null ? "chosen" : "uploaded",
          context.showErrors,
          context.failureKey,
          context.saved,
        ];
      },
    },
  ],
};
