import type { MachineModel } from "../model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../model-paths";
import { informationListMachine } from "../../../machines/information/information-list.machine";

/* A list of the information area: a first page with more to come, a last page, failures. */

const NETWORK = { _tag: "NetworkError" };

export const informationListModel: MachineModel = {
  machine: informationListMachine,
  models: [
    {
      events: eventsFromCatalogue({
        "xstate.done.actor.loadPage": [
          doneEvent("loadPage", { rows: [1], nextCursor: "i1.1" }),
          doneEvent("loadPage", { rows: [2], nextCursor: null }),
        ],
        "xstate.error.actor.loadPage": [errorEvent("loadPage", NETWORK)],
        "user.loadMore": [{ type: "user.loadMore" }],
        "user.retry": [{ type: "user.retry" }],
      }),
      project: (snapshot: unknown) => {
        const { context } = snapshot as ReturnType<typeof informationListMachine.transition>;
        return [context.nextCursor !== null, context.moreFailed, context.failureKey !== undefined];
      },
    },
  ],
};
