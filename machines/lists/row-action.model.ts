import type { SnapshotFrom } from "xstate";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";
import { rowActionMachine } from "./row-action.machine";

/* An action on a row, with and without a confirmation first: done, failed, cancelled, dismissed. */

const NETWORK = { _tag: "NetworkError" };
type Snapshot = SnapshotFrom<typeof rowActionMachine>;

const events = eventsFromCatalogue({
  "user.act": [{ type: "user.act", id: 7 }],
  "user.confirm": [{ type: "user.confirm" }],
  "user.cancel": [{ type: "user.cancel" }],
  "user.dismissNotice": [{ type: "user.dismissNotice" }],
  "xstate.done.actor.act": [doneEvent("act", { title: "done" })],
  "xstate.error.actor.act": [errorEvent("act", NETWORK)],
});

const project = (snapshot: unknown) => {
  const { context } = snapshot as Snapshot;
  return [context.targetId, context.done !== undefined, context.failureKey !== undefined];
};

export const rowActionModel: MachineModel = {
  machine: rowActionMachine,
  models: [
    { input: { confirmFirst: true }, events, project },
    { input: { confirmFirst: false }, events, project },
  ],
};
