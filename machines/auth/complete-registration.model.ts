import type { RegisteredData } from "../../core/schemas/registered-data";
import { completeRegistrationMachine, RESEND_THROTTLE_MS } from "./complete-registration.machine";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";
import { serverAnswer } from "../../tests/machines/server-answer";

/* The complete-registration machine's model, and the registered data its actor tests use too. */

export const REGISTERED = { mobile: "6912345678", first_name: "Ada" } as unknown as RegisteredData;

export const completeRegistrationModel: MachineModel = {
  machine: completeRegistrationMachine,
  models: [
    {
      input: { hash: "h1" },
      events: eventsFromCatalogue({
        "user.change": [
          { type: "user.change", field: "password", value: "Secret#123" },
          { type: "user.change", field: "password_confirmation", value: "Secret#123" },
          { type: "user.change", field: "terms", value: true },
        ],
        "user.changePin": [{ type: "user.changePin", pin: "123456" }],
        "xstate.done.actor.loadRegisteredData": [doneEvent("loadRegisteredData", REGISTERED)],
        "xstate.error.actor.loadRegisteredData": [errorEvent("loadRegisteredData", { status: 404 })],
        "xstate.done.actor.sendCode": [
          doneEvent("sendCode", serverAnswer("success")),
          doneEvent("sendCode", serverAnswer("error")),
        ],
        "xstate.error.actor.sendCode": [errorEvent("sendCode", { _tag: "NetworkError" })],
        "xstate.done.actor.resendCode": [
          doneEvent("resendCode", serverAnswer("success")),
          doneEvent("resendCode", serverAnswer("error")),
        ],
        "xstate.error.actor.resendCode": [errorEvent("resendCode", { _tag: "NetworkError" })],
        "xstate.done.actor.activate": [
          doneEvent("activate", serverAnswer("success")),
          doneEvent("activate", serverAnswer("error")),
        ],
        "xstate.error.actor.activate": [errorEvent("activate", { _tag: "NetworkError" })],
      }),
      project: (s: { context: { form: unknown; pin: string } }) => [s.context.form, s.context.pin],
      delays: { resendThrottle: RESEND_THROTTLE_MS },
    },
  ],
};
