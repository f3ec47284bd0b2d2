import { assign, setup } from "xstate";
import type { StoreTotals } from "../../core/commerce/commerce-wire";
import { failureOfErrorEvent, NO_FAILURE } from "../api-failure";
import { notProvided } from "../not-provided";
import { storeFiguresJourney } from "./store-figures.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const STORE_FIGURES_MACHINE_VERSION = "1";

/**
 * The dashboard's store figures (GET widget/totals for the store in view): receipts of the month,
 * unpaid invoices, orders of the past 30 days. Reloaded when the store changes (spec 4: dashboard
 * data and receipts); a failure says so and offers "try again".
 */

export interface StoreFiguresContext {
  readonly storeId: number;
  readonly totals: StoreTotals | undefined;
  readonly failureKey: string | undefined;
  /** The failed request's id, shown so a person can quote it (issue #42); none without an answer. */
  readonly failureRequestId: string | undefined;
}

export type StoreFiguresEvent =
  { readonly type: "user.retry" } | { readonly type: "store.changed"; readonly storeId: number };

export const storeFiguresMachine = setup({
  types: {
    context: {} as StoreFiguresContext,
    events: {} as StoreFiguresEvent,
    input: {} as { readonly storeId: number },
  },
  actors: {
    /** GET widget/totals?location_ids={store}. */
    loadTotals: notProvided<StoreTotals, number>("loadTotals"),
  },
}).createMachine({
  id: "storeFigures",
  meta: { journey: storeFiguresJourney },
  version: STORE_FIGURES_MACHINE_VERSION,
  context: ({ input }) => ({
    storeId: input.storeId,
    totals: undefined,
    ...NO_FAILURE,
  }),
  initial: "loading",
  on: {
    "store.changed": {
      target: ".loading",
      actions: assign({ storeId: ({ event }) => event.storeId, totals: undefined }),
    },
  },
  states: {
    loading: {
      invoke: {
        id: "loadTotals",
        src: "loadTotals",
        input: ({ context }) => context.storeId,
        onDone: {
          target: "ready",
          actions: assign({
            totals: ({ event }) => event.output,
            ...NO_FAILURE,
          }),
        },
        onError: {
          target: "failed",
          actions: assign({
            ...failureOfErrorEvent,
          }),
        },
      },
    },
    failed: { on: { "user.retry": "loading" } },
    ready: {},
  },
});
