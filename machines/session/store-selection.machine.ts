import { assign, emit, setup } from "xstate";
import { resolveLocation } from "../../core/rules/default-location";
import type { FranchiseStore } from "../../core/schemas/store";
import { edgeAction, notProvided } from "../not-provided";
import { storeSelectionJourney } from "./store-selection.journey";

export const STORE_SELECTION_MACHINE_VERSION = "1";

export interface SelectedStore {
  readonly location: number;
  readonly warehouse: number | null;
}

export interface StoreSelectionInput {
  /** The stored selection (location and warehouse), if any. */
  readonly selected: SelectedStore | undefined;
}

export interface StoreSelectionContext {
  readonly stores: ReadonlyArray<FranchiseStore>;
  readonly selected: SelectedStore | undefined;
  /**
   * Bumped on every change of store. Screens put it in their data-load keys (or listen for the
   * emitted `store.changed`) so the current screen's data reloads (spec 4 "Changing store").
   */
  readonly storeVersion: number;
}

export type StoreSelectionEvent =
  | { readonly type: "user.selectStore"; readonly location: number }
  /** Another tab changed the store (storage event). */
  | { readonly type: "tabs.storeChanged"; readonly selected: SelectedStore };

export type StoreSelectionEmitted = { readonly type: "store.changed"; readonly selected: SelectedStore };

export const storeSelectionMachine = setup({
  types: {
    context: {} as StoreSelectionContext,
    events: {} as StoreSelectionEvent,
    input: {} as StoreSelectionInput,
    emitted: {} as StoreSelectionEmitted,
  },
  actors: {
    /** The user's franchise stores (GET base → franchiseStores). */
    loadFranchiseStores: notProvided<ReadonlyArray<FranchiseStore>>("loadFranchiseStores"),
  },
  actions: {
    /** Keep location and warehouse in storage. */
    persistStore: edgeAction<{ readonly selected: SelectedStore }>(),
    select: assign((_, params: { readonly selected: SelectedStore }) => ({ selected: params.selected })),
    bumpVersion: assign({ storeVersion: ({ context }) => context.storeVersion + 1 }),
    announce: emit((_, params: { readonly selected: SelectedStore }) => ({
      type: "store.changed" as const,
      selected: params.selected,
    })),
  },
  guards: {
    needsDefault: ({ context }) => !holdsOwnStore(context) && defaultSelection(context.stores) !== undefined,
    // The stored store is no longer one of the user's (a manager took them out of it, issue #29 item
    // 10) and no other is left: nothing is selected, rather than a store every call refuses.
    isStale: ({ context }) => context.selected !== undefined && !holdsOwnStore(context),
    isKnownStore: ({ context }, params: { readonly location: number }) =>
      context.stores.some((store) => store.id === params.location),
  },
}).createMachine({
  id: "storeSelection",
  // The journey view for product owners (npm run diagrams); not read at run time.
  meta: { journey: storeSelectionJourney },
  version: STORE_SELECTION_MACHINE_VERSION,
  context: ({ input }) => ({ stores: [], selected: input.selected, storeVersion: 0 }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadFranchiseStores",
        src: "loadFranchiseStores",
        onDone: { target: "defaulting", actions: assign({ stores: ({ event }) => event.output }) },
        // Without the list the stored selection still holds; the selector shows nothing to pick.
        onError: { target: "ready" },
      },
    },
    defaulting: {
      always: [
        {
          // Spec 4: no selection → the first franchise store and its warehouse. A stored selection
          // that is no longer among the user's stores counts as none.
          guard: "needsDefault",
          target: "ready",
          actions: [
            {
              type: "select",
              params: ({ context }) => ({ selected: defaultSelection(context.stores) as SelectedStore }),
            },
            {
              type: "persistStore",
              params: ({ context }) => ({ selected: defaultSelection(context.stores) as SelectedStore }),
            },
          ],
        },
        { guard: "isStale", target: "ready", actions: assign({ selected: undefined }) },
        { target: "ready" },
      ],
    },
    ready: {
      on: {
        "user.selectStore": {
          guard: { type: "isKnownStore", params: ({ event }) => ({ location: event.location }) },
          actions: [
            {
              type: "select",
              params: ({ context, event }) => ({ selected: selectionOf(context.stores, event.location) }),
            },
            {
              type: "persistStore",
              params: ({ context }) => ({ selected: context.selected as SelectedStore }),
            },
            "bumpVersion",
            { type: "announce", params: ({ context }) => ({ selected: context.selected as SelectedStore }) },
          ],
        },
        "tabs.storeChanged": {
          actions: [
            { type: "select", params: ({ event }) => ({ selected: event.selected }) },
            "bumpVersion",
            { type: "announce", params: ({ event }) => ({ selected: event.selected }) },
          ],
        },
      },
    },
  },
});

/** Whether the selection is one of the loaded stores (the stores the user may select). */
function holdsOwnStore(context: StoreSelectionContext): boolean {
  const { selected } = context;
  return selected !== undefined && context.stores.some((store) => store.id === selected.location);
}

function defaultSelection(stores: ReadonlyArray<FranchiseStore>): SelectedStore | undefined {
  const resolved = resolveLocation<number, number>({ locationId: null, warehouseId: null }, [...stores]);
  return resolved.locationId === null
    ? undefined
    : { location: resolved.locationId, warehouse: resolved.warehouseId };
}

function selectionOf(stores: ReadonlyArray<FranchiseStore>, location: number): SelectedStore {
  const store = stores.find((s) => s.id === location);
  return { location, warehouse: store?.warehouse_id ?? null };
}
