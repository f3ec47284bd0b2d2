import { forgotPasswordMachine } from "./forgot-password.machine";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";
import { serverAnswer } from "../../tests/machines/server-answer";

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
