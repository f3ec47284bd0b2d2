import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { FranchiseStore } from "../../core/schemas/store";
import { modelReport, replay, uncoveredByAll } from "../../tests/machines/model-paths";
import { STORES, storeSelectionModel } from "./store-selection.model";
import type { SelectedStore, StoreSelectionInput } from "./store-selection.machine";
import { storeSelectionMachine } from "./store-selection.machine";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(input: StoreSelectionInput) {
  const persist = vi.fn<(selected: SelectedStore) => void>();
  const actor = createActor(
    storeSelectionMachine.provide({
      actors: { loadFranchiseStores: fromPromise<ReadonlyArray<FranchiseStore>>(async () => STORES) },
      actions: { persistStore: (_, { selected }) => persist(selected) },
    }),
    { input },
  );
  const changed = vi.fn<(selected: SelectedStore) => void>();
  actor.on("store.changed", (event) => changed(event.selected));
  actor.start();
  return { actor, persist, changed };
}

describe("store selection machine", () => {
  it("defaults to the first franchise store and its warehouse", async () => {
    const { actor, persist } = start({ selected: undefined });
    await settle();
    expect(actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context.selected).toEqual({ location: 11, warehouse: 101 });
    expect(persist).toHaveBeenCalledWith({ location: 11, warehouse: 101 });
  });

  it("keeps a stored selection", async () => {
    const { actor, persist } = start({ selected: { location: 12, warehouse: 102 } });
    await settle();
    expect(actor.getSnapshot().context.selected).toEqual({ location: 12, warehouse: 102 });
    expect(persist).not.toHaveBeenCalled();
  });

  it("replaces a stored store that is no longer the user's with the first of theirs", async () => {
    const { actor, persist } = start({ selected: { location: 13, warehouse: 103 } });
    await settle();
    expect(actor.getSnapshot().context.selected).toEqual({ location: 11, warehouse: 101 });
    expect(persist).toHaveBeenCalledWith({ location: 11, warehouse: 101 });
  });

  it("selects nothing when the stored store is no longer the user's and none is left", async () => {
    const actor = createActor(
      storeSelectionMachine.provide({
        actors: { loadFranchiseStores: fromPromise<ReadonlyArray<FranchiseStore>>(async () => []) },
        actions: { persistStore: () => undefined },
      }),
      { input: { selected: { location: 12, warehouse: 102 } } },
    ).start();
    await settle();
    expect(actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context.selected).toBeUndefined();
  });

  it("user.selectStore stores location + warehouse, bumps storeVersion and emits store.changed", async () => {
    const { actor, persist, changed } = start({ selected: undefined });
    await settle();
    actor.send({ type: "user.selectStore", location: 12 });
    expect(actor.getSnapshot().context.selected).toEqual({ location: 12, warehouse: 102 });
    expect(actor.getSnapshot().context.storeVersion).toBe(1);
    expect(persist).toHaveBeenLastCalledWith({ location: 12, warehouse: 102 });
    expect(changed).toHaveBeenCalledWith({ location: 12, warehouse: 102 });
    actor.send({ type: "user.selectStore", location: 999 });
    expect(actor.getSnapshot().context.storeVersion).toBe(1);
  });

  it("another tab's change reloads too, without writing storage again", async () => {
    const { actor, persist, changed } = start({ selected: { location: 11, warehouse: 101 } });
    await settle();
    actor.send({ type: "tabs.storeChanged", selected: { location: 12, warehouse: 102 } });
    expect(actor.getSnapshot().context.storeVersion).toBe(1);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(persist).not.toHaveBeenCalled();
  });
});

describe("store selection machine model", () => {
  const reports = storeSelectionModel.models.map((options) => ({
    options,
    report: modelReport(storeSelectionMachine, options),
  }));

  it("visits every state and takes every transition", () => {
    expect(uncoveredByAll(reports.map((r) => r.report))).toEqual({ states: [], transitions: [] });
  });

  for (const { options, report } of reports) {
    const { selected } = options.input as StoreSelectionInput;
    for (const { path, description } of report.transitions) {
      it(`from ${JSON.stringify(selected)}: reaches the end of ${description}`, () => {
        expect(replay(storeSelectionMachine, path, options).value).toEqual(path.state.value);
      });
    }
  }
});
