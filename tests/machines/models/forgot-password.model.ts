import { forgotPasswordMachine } from "../../../machines/auth/forgot-password.machine";
import type { MachineModel } from "../model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../model-paths";
import { serverAnswer } from "./server-answer";

export const forgotPasswordModel: MachineModel = {
  machine: forgotPasswordMachine,
  models: [
    {
      events: eventsFromCatalogue({
        "user.setType": [{ type: "user.setType", value: "email" }],
        "user.setCountryCode": [{ type: "user.setCountryCode", value: 357 }],
        "user.setValue": [{ type: "user.setValue", value: "6912345678" }],
        "xstate.done.actor.requestReset": [
          doneEvent("requestReset", serverAnswer("success")),
          doneEvent("requestReset", serverAnswer("error")),
        ],
        "xstate.error.actor.requestReset": [errorEvent("requestReset", { _tag: "NetworkError" })],
      }),
      project: (s: { context: { form: unknown } }) => s.context.form,
    },
  ],
};
