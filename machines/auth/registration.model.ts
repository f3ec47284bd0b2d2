import type { JobPosition, Store } from "../../core/schemas/store";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";
import { registrationMachine } from "./registration.machine";

/* The registration machine's model, and the store and job options its actor tests use too. */

export const OPTIONS = {
  stores: [{ id: 5, store_name: "Athens", title_cutted: "Athens", warehouse_id: 50 }] as unknown as Store[],
  jobs: [{ id: 2, title: "Cashier" }] as unknown as JobPosition[],
};

export const registrationModel: MachineModel = {
  machine: registrationMachine,
  models: [
    {
      events: eventsFromCatalogue({
        "user.change": [
          { type: "user.change", field: "first_name", value: "Ada" },
          { type: "user.change", field: "last_name", value: "Lovelace" },
          { type: "user.change", field: "gender", value: 2 },
          { type: "user.change", field: "mobile", value: "6912345678" },
        ],
        "user.changeRole": [{ type: "user.changeRole", role: "Trainee" }],
        "xstate.done.actor.loadOptions": [doneEvent("loadOptions", OPTIONS)],
        "xstate.error.actor.loadOptions": [errorEvent("loadOptions", { _tag: "NetworkError" })],
        "xstate.done.actor.register": [
          doneEvent("register", { status: "success", message: "ok" }),
          doneEvent("register", { status: "error", message: "no" }),
        ],
        "xstate.error.actor.register": [errorEvent("register", { _tag: "HttpError", status: 500 })],
      }),
      project: (s: { context: { form: unknown } }) => s.context.form,
    },
  ],
};
