import type { SnapshotFrom } from "xstate";
import { emptyPostDraft } from "../../core/posts/post-draft";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";
import { postFormMachine } from "./post-form.machine";

/* The publish form's model: a valid and an empty draft, uploads of both kinds, save outcomes. */

export const NETWORK = { _tag: "NetworkError", messageKey: "b2b_network_error" };
export const VALID_DRAFT = {
  ...emptyPostDraft(),
  title: "Νέο ωράριο",
  description: "<p>Από τη Δευτέρα.</p>",
};
const LOADED = { draft: emptyPostDraft(), files: [], header: null };

type Snapshot = SnapshotFrom<typeof postFormMachine>;

export const postFormModel: MachineModel = {
  machine: postFormMachine,
  models: [
    {
      events: eventsFromCatalogue({
        "user.change": [
          { type: "user.change", draft: VALID_DRAFT },
          { type: "user.change", draft: emptyPostDraft() },
        ],
        "user.upload": [{ type: "user.upload", file: new Blob(["x"]), kind: "file" }],
        "user.removeFile": [{ type: "user.removeFile", id: 40 }],
        "xstate.done.actor.loadForm": [doneEvent("loadForm", LOADED)],
        "xstate.error.actor.loadForm": [errorEvent("loadForm", NETWORK)],
        "xstate.done.actor.upload": [
          doneEvent("upload", { id: 40, name: "οδηγίες.pdf", kind: "file" }),
          doneEvent("upload", { id: 41, name: "εικόνα.png", kind: "header" }),
        ],
        "xstate.error.actor.upload": [errorEvent("upload", NETWORK)],
        "xstate.done.actor.createIdempotencyKey": [doneEvent("createIdempotencyKey", "key-1")],
        "xstate.error.actor.createIdempotencyKey": [errorEvent("createIdempotencyKey", NETWORK)],
        "xstate.done.actor.save": [doneEvent("save", 99)],
        "xstate.error.actor.save": [errorEvent("save", NETWORK)],
      }),
      project: (snapshot: unknown) => {
        const { context } = snapshot as Snapshot;
        return [
          context.draft.title !== "",
          context.files.length > 0,
          context.header !== null,
          context.showErrors,
          context.saveError !== null,
          context.uploadError !== null,
          context.idempotencyKey !== null,
        ];
      },
    },
  ],
};
