import type { FranchiseStore } from "../../core/schemas/store";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";
import type { StoreSelectionInput } from "./store-selection.machine";
import { storeSelectionMachine } from "./store-selection.machine";

/* The store selection machine's model, and the franchise stores its actor tests use too. */

export const STORES = [
  { id: 11, title: "Athens", warehouse_id: 101 },
  { id: 12, title: "Patras", warehouse_id: 102 },
] as unknown as FranchiseStore[];

const events = eventsFromCatalogue({
  "user.selectStore": [
    { type: "user.selectStore", location: 12 },
    { type: "user.selectStore", location: 999 },
  ],
  "tabs.storeChanged": [{ type: "tabs.storeChanged", selected: { location: 11, warehouse: 101 } }],
  "xstate.done.actor.loadFranchiseStores": [
    doneEvent("loadFranchiseStores", STORES),
    doneEvent("loadFranchiseStores", []),
  ],
  "xstate.error.actor.loadFranchiseStores": [errorEvent("loadFranchiseStores", { _tag: "NetworkError" })],
});

// Nothing stored yet (the first store is chosen), and a stored selection to keep.
const inputs: ReadonlyArray<StoreSelectionInput> = [
  { selected: undefined },
  { selected: { location: 12, warehouse: 102 } },
];

export const storeSelectionModel: MachineModel = {
  machine: storeSelectionMachine,
  models: inputs.map((input) => ({
    input,
    events,
    project: (s: { context: { selected: unknown; stores: ReadonlyArray<unknown> } }) => [
      s.context.selected,
      s.context.stores.length,
    ],
  })),
};
