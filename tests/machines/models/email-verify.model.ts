import { emailVerifyMachine } from "../../../machines/auth/email-verify.machine";
import type { MachineModel } from "../model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../model-paths";
import { serverAnswer } from "./server-answer";

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
