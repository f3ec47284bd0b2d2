import type { SnapshotFrom } from "xstate";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";
import { postDetailMachine } from "./post-detail.machine";

/* The post detail machine's model: a reader's post and head office's post with its reach. */

export const NETWORK = { _tag: "NetworkError", messageKey: "b2b_network_error" };
export const NOT_FOUND = { _tag: "HttpError", status: 404, messageKey: "b2b_not_found" };
export const READER_POST = { post: { id: 7 }, acknowledged: false, reach: undefined };
export const HEAD_OFFICE_POST = { post: { id: 7 }, acknowledged: false, reach: { percent: 0 } };

type Snapshot = SnapshotFrom<typeof postDetailMachine>;

export const postDetailModel: MachineModel = {
  machine: postDetailMachine,
  models: [
    {
      events: eventsFromCatalogue({
        "xstate.done.actor.loadPost": [
          doneEvent("loadPost", READER_POST),
          doneEvent("loadPost", HEAD_OFFICE_POST),
        ],
        "xstate.error.actor.loadPost": [errorEvent("loadPost", NETWORK), errorEvent("loadPost", NOT_FOUND)],
        "xstate.done.actor.acknowledge": [doneEvent("acknowledge", undefined)],
        "xstate.error.actor.acknowledge": [errorEvent("acknowledge", NETWORK)],
        "xstate.done.actor.remind": [doneEvent("remind", { reminded: 2, reach: { percent: 50 } })],
        "xstate.error.actor.remind": [errorEvent("remind", NETWORK)],
      }),
      project: (snapshot: unknown) => {
        const { context } = snapshot as Snapshot;
        return [
          context.post !== undefined,
          context.reach !== undefined,
          context.acknowledged,
          context.notice,
        ];
      },
    },
  ],
};
