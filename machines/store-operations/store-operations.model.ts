import type { SnapshotFrom } from "xstate";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";
import { recordFormMachine, type ChosenFile } from "./record-form.machine";
import { stockCountMachine } from "./stock-count.machine";

/* The store-operations machines' models (the licence and maintenance form, the stock count), and their fixtures.
 * Their lists are the one keyset list's (keyset-list.model.ts). */

const NETWORK = { _tag: "NetworkError", messageKey: "b2b_network_error" };
export const LICENSE_VALUES = {
  title: "Άδεια λειτουργίας",
  startDate: "2026-01-01",
  expirationDate: "2027-01-01",
  renewalDate: "",
};
export const PDF: ChosenFile = { key: "f1", name: "άδεια.pdf", blob: null, fileId: null };

export const recordFormModel: MachineModel = {
  machine: recordFormMachine,
  models: [
    {
      input: { kind: "license", values: LICENSE_VALUES },
      events: eventsFromCatalogue({
        "user.change": [
          { type: "user.change", field: "title", value: "" },
          { type: "user.change", field: "title", value: "Άδεια λειτουργίας" },
        ],
        "user.addFiles": [
          { type: "user.addFiles", files: [PDF] },
          { type: "user.addFiles", files: [PDF, PDF, PDF, PDF, PDF, PDF] },
        ],
        "user.removeFile": [{ type: "user.removeFile", key: "f1" }],
        "user.submit": [{ type: "user.submit" }],
        "xstate.done.actor.createIdempotencyKey": [doneEvent("createIdempotencyKey", "key-1")],
        "xstate.error.actor.createIdempotencyKey": [errorEvent("createIdempotencyKey", NETWORK)],
        "xstate.done.actor.uploadFiles": [doneEvent("uploadFiles", [{ ...PDF, fileId: 7 }])],
        "xstate.error.actor.uploadFiles": [errorEvent("uploadFiles", NETWORK)],
        "xstate.done.actor.save": [doneEvent("save", 12)],
        "xstate.error.actor.save": [
          errorEvent("save", { _tag: "HttpError", status: 422, messageKey: "b2b_ops_file_unusable" }),
        ],
      }),
      project: (snapshot: unknown) => {
        const { context } = snapshot as SnapshotFrom<typeof recordFormMachine>;
        return [
          context.errors.length > 0,
          context.showErrors,
          context.files.length,
          context.failureKey,
          context.idempotencyKey !== null,
        ];
      },
    },
    {
      input: {
        kind: "maintenance",
        values: {
          equipment: "Φούρνος",
          maintenanceDate: "2026-05-01",
          nextMaintenanceDate: "2026-04-01",
          notes: "",
        },
      },
      events: eventsFromCatalogue({
        "user.change": [{ type: "user.change", field: "nextMaintenanceDate", value: "2026-11-01" }],
        "user.addFiles": [{ type: "user.addFiles", files: [PDF] }],
        "user.removeFile": [{ type: "user.removeFile", key: "f1" }],
        "user.submit": [{ type: "user.submit" }],
        "xstate.done.actor.createIdempotencyKey": [doneEvent("createIdempotencyKey", "key-2")],
        "xstate.done.actor.uploadFiles": [doneEvent("uploadFiles", [])],
        "xstate.done.actor.save": [doneEvent("save", 3)],
      }),
      project: (snapshot: unknown) => {
        const { context } = snapshot as SnapshotFrom<typeof recordFormMachine>;
        return [context.errors.length > 0, context.showErrors];
      },
    },
  ],
};

const PRODUCT = {
  id: 1701,
  name: "Καφές espresso (κόκκοι)",
  unit: "kg",
  expectedStock: 18,
  physicalStock: 18,
  stockDifference: 0,
  edited: false,
  counted_by: null,
  counted_at: null,
};
const SHEET = { menu: [PRODUCT], history: [] };

export const stockCountModel: MachineModel = {
  machine: stockCountMachine,
  models: [
    {
      input: { entries: {}, idempotencyKey: null },
      events: eventsFromCatalogue({
        "xstate.done.actor.loadSheet": [doneEvent("loadSheet", SHEET)],
        "xstate.error.actor.loadSheet": [errorEvent("loadSheet", NETWORK)],
        "user.retry": [{ type: "user.retry" }],
        "user.enter": [
          { type: "user.enter", productId: 1701, text: "12,5" },
          { type: "user.enter", productId: 1701, text: "-1" },
          { type: "user.enter", productId: 1701, text: "" },
        ],
        "user.submit": [{ type: "user.submit" }],
        "xstate.done.actor.createIdempotencyKey": [doneEvent("createIdempotencyKey", "key-3")],
        "xstate.error.actor.createIdempotencyKey": [errorEvent("createIdempotencyKey", NETWORK)],
        "xstate.done.actor.sendCount": [doneEvent("sendCount", SHEET)],
        "xstate.error.actor.sendCount": [errorEvent("sendCount", NETWORK)],
      }),
      project: (snapshot: unknown) => {
        const { context } = snapshot as SnapshotFrom<typeof stockCountMachine>;
        return [
          context.menu.length,
          Object.values(context.entries).join("|"),
          context.showErrors,
          context.failureKey,
          context.sent,
          context.idempotencyKey !== null,
        ];
      },
    },
  ],
};
