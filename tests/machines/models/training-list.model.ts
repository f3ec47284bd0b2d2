import type { SnapshotFrom } from "xstate";
import type { MachineModel } from "../model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../model-paths";
import { trainingListMachine, type TrainingListPage } from "../../../machines/training/training-list.machine";

/* The training screens' list machine: its model, and the pages its actor tests use. */

export const TRAINING_PAGE: TrainingListPage<string> = {
  items: ["result 1", "result 2"],
  next_cursor: "r1.1.2",
};
export const TRAINING_LAST_PAGE: TrainingListPage<string> = { items: ["result 3"], next_cursor: null };
const NETWORK = { _tag: "NetworkError", messageKey: "b2b_network_error" };

type Snapshot = SnapshotFrom<typeof trainingListMachine>;

export const trainingListModel: MachineModel = {
  machine: trainingListMachine,
  models: [
    {
      events: eventsFromCatalogue({
        "xstate.done.actor.loadPage": [
          doneEvent("loadPage", TRAINING_PAGE),
          doneEvent("loadPage", TRAINING_LAST_PAGE),
        ],
        "xstate.error.actor.loadPage": [errorEvent("loadPage", NETWORK)],
      }),
      // The item count is capped, or "show more" would make a new model state forever.
      project: (snapshot: unknown) => {
        const { context } = snapshot as Snapshot;
        return [Math.min(context.items.length, 3), context.cursor !== null, context.failed];
      },
    },
  ],
};
