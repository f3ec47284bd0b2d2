import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";
import { screenLoadMachine } from "./screen-load.machine";

/* One read of a small screen: loaded, or failed and tried again. */
export const screenLoadModel: MachineModel = {
  machine: screenLoadMachine,
  models: [
    {
      events: eventsFromCatalogue({
        "xstate.done.actor.load": [doneEvent("load", { rows: [] })],
        "xstate.error.actor.load": [
          errorEvent("load", { _tag: "HttpError", status: 403, messageKey: "b2b_forbidden" }),
        ],
        "user.retry": [{ type: "user.retry" }],
        "screen.restart": [{ type: "screen.restart" }],
      }),
    },
  ],
};
