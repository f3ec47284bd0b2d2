import type { SnapshotFrom } from "xstate";
import { passwordChangeMachine } from "./password-change.machine";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";

/* Changing one's password: a valid change (all three fields) and an invalid one. */

type Snapshot = SnapshotFrom<typeof passwordChangeMachine>;

export const passwordChangeModel: MachineModel = {
  machine: passwordChangeMachine,
  models: [
    {
      events: eventsFromCatalogue({
        "user.change": [
          { type: "user.change", field: "current", value: "Demo#2024" },
          { type: "user.change", field: "next", value: "Kalimera#2026" },
          { type: "user.change", field: "confirmation", value: "Kalimera#2026" },
        ],
        "xstate.done.actor.changePassword": [doneEvent("changePassword", 2)],
        "xstate.error.actor.changePassword": [
          errorEvent("changePassword", {
            _tag: "HttpError",
            status: 403,
            messageKey: "b2b_password_current_wrong",
          }),
        ],
      }),
      project: (snapshot: unknown) => {
        const { context } = snapshot as Snapshot;
        return [context.change, context.showErrors, context.notice?.tone];
      },
    },
  ],
};
