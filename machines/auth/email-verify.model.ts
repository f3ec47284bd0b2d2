import { emailVerifyMachine } from "./email-verify.machine";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";
import { serverAnswer } from "../../tests/machines/server-answer";

export const emailVerifyModel: MachineModel = {
  machine: emailVerifyMachine,
  models: [
    {
      input: { hash: "h" },
      events: eventsFromCatalogue({
        "xstate.done.actor.verifyEmail": [
          doneEvent("verifyEmail", serverAnswer("success")),
          doneEvent("verifyEmail", serverAnswer("error")),
        ],
        "xstate.error.actor.verifyEmail": [errorEvent("verifyEmail", { _tag: "HttpError", status: 404 })],
      }),
    },
  ],
};
