import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";
import { resetPasswordMachine } from "./reset-password.machine";
import { serverAnswer } from "../../tests/machines/server-answer";

export const resetPasswordModel: MachineModel = {
  machine: resetPasswordMachine,
  models: [
    {
      input: { hash: "h" },
      events: eventsFromCatalogue({
        "user.change": [
          { type: "user.change", field: "password", value: "Secret#123" },
          { type: "user.change", field: "password_confirmation", value: "Secret#123" },
        ],
        "xstate.done.actor.checkLink": [doneEvent("checkLink", serverAnswer("success"))],
        "xstate.error.actor.checkLink": [errorEvent("checkLink", { _tag: "HttpError", status: 404 })],
        "xstate.done.actor.resetPassword": [
          doneEvent("resetPassword", serverAnswer("success")),
          doneEvent("resetPassword", serverAnswer("error")),
        ],
        "xstate.error.actor.resetPassword": [errorEvent("resetPassword", { _tag: "NetworkError" })],
      }),
      project: (s: { context: { form: unknown } }) => s.context.form,
    },
  ],
};
