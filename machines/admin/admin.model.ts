import type { SnapshotFrom } from "xstate";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";
import { adminFormMachine } from "./admin-form.machine";

/* The console's form machine's model (issue 35): a new store, then an edit of a company. Its lists
 * are the one keyset list's and its row actions the one row action's. */

const NETWORK = { _tag: "NetworkError", messageKey: "b2b_network_error" };

export const STORE_VALUES = {
  title: "Κατάστημα Πάτρας",
  store_name: "Πάτρα",
  city: "Πάτρα",
  warehouse_id: "31",
  address: "",
  postcode: "",
  phone: "",
  email: "",
  company_id: "",
  opened_on: "",
};

export const adminFormModel: MachineModel = {
  machine: adminFormMachine,
  models: [
    {
      input: { kind: "store", values: STORE_VALUES },
      events: eventsFromCatalogue({
        "user.change": [
          { type: "user.change", field: "title", value: "" },
          { type: "user.change", field: "title", value: "Κατάστημα Πάτρας" },
        ],
        "user.submit": [{ type: "user.submit" }],
        "xstate.done.actor.createIdempotencyKey": [doneEvent("createIdempotencyKey", "key-1")],
        "xstate.error.actor.createIdempotencyKey": [errorEvent("createIdempotencyKey", NETWORK)],
        "xstate.done.actor.save": [doneEvent("save", { id: 31 })],
        "xstate.error.actor.save": [
          errorEvent("save", { _tag: "HttpError", status: 409, messageKey: "b2b_admin_warehouse_taken" }),
        ],
      }),
      project: (snapshot: unknown) => {
        const { context } = snapshot as SnapshotFrom<typeof adminFormMachine>;
        return [
          Object.values(context.errors).some((keys) => keys.length > 0),
          context.showErrors,
          context.failureKey,
          context.idempotencyKey !== null,
        ];
      },
    },
    {
      input: {
        kind: "company",
        values: { name: "Αφοί Παπαδόπουλοι ΟΕ", url: "", twitter: "", facebook: "" },
      },
      events: eventsFromCatalogue({
        "user.change": [{ type: "user.change", field: "url", value: "javascript:alert(1)" }],
        "user.submit": [{ type: "user.submit" }],
        "xstate.done.actor.createIdempotencyKey": [doneEvent("createIdempotencyKey", "key-2")],
        "xstate.done.actor.save": [doneEvent("save", { id: 4 })],
      }),
      project: (snapshot: unknown) => {
        const { context } = snapshot as SnapshotFrom<typeof adminFormMachine>;
        return [Object.values(context.errors).some((keys) => keys.length > 0), context.showErrors];
      },
    },
  ],
};
