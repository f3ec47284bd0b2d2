import type { SnapshotFrom } from "xstate";
import { accountActionMachine } from "./account-action.machine";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";

/* An account action, with and without a confirmation. */

type Snapshot = SnapshotFrom<typeof accountActionMachine>;

const events = eventsFromCatalogue({
  "user.start": [{ type: "user.start", payload: "el" }],
  "xstate.done.actor.run": [doneEvent("run", { ended_sessions: 2 })],
  "xstate.error.actor.run": [
    errorEvent("run", { _tag: "HttpError", status: 422, messageKey: "b2b_avatar_not_image" }),
  ],
});
const project = (snapshot: unknown) => (snapshot as Snapshot).context.outcome?.kind;

export const accountActionModel: MachineModel = {
  machine: accountActionMachine,
  models: [
    { input: { confirm: false }, events, project },
    { input: { confirm: true }, events, project },
  ],
};
