import { assign, setup } from "xstate";
import { failureOfErrorEvent, NO_FAILURE } from "../api-failure";
import { notProvided } from "../not-provided";
import type { CommercePage, PageRequest } from "./commerce-ports";
import { commerceListJourney } from "./commerce-list.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const COMMERCE_LIST_MACHINE_VERSION = "1";

/**
 * A store's orders or invoices (/orders, /invoices): the first page (from the 4-minute cache when it
 * is young enough), more pages on request, a refresh that goes to the server, a tab change (invoices:
 * unpaid or paid) and a store change that reload (spec 4, "Changing store"). A failed first load
 * offers "try again"; a failed "more" keeps what is shown and says why.
 */

export interface CommerceListContext<T = unknown> {
  readonly storeId: number;
  readonly tab: string;
  readonly items: readonly T[];
  readonly nextCursor: string | null;
  /** Whether the next load skips the cache. */
  readonly fresh: boolean;
  readonly failureKey: string | undefined;
  /** The failed request's id, shown so a person can quote it (issue #42); none without an answer. */
  readonly failureRequestId: string | undefined;
}

export interface CommerceListInput {
  readonly storeId: number;
  readonly tab: string;
}

export type CommerceListEvent =
  | { readonly type: "user.more" }
  | { readonly type: "user.refresh" }
  | { readonly type: "user.retry" }
  | { readonly type: "user.tab"; readonly tab: string }
  | { readonly type: "store.changed"; readonly storeId: number };

/** The page a load asks for. */
export interface ListPageRequest extends PageRequest {
  readonly tab: string;
}

export const commerceListMachine = setup({
  types: {
    context: {} as CommerceListContext,
    events: {} as CommerceListEvent,
    input: {} as CommerceListInput,
  },
  actors: {
    /** GET orders / invoices/location/{id}: one page. */
    loadPage: notProvided<CommercePage<unknown>, ListPageRequest>("loadPage"),
  },
  guards: {
    hasMore: ({ context }) => context.nextCursor !== null,
    otherTab: ({ context, event }) => event.type === "user.tab" && event.tab !== context.tab,
  },
  actions: {
    startOver: assign({ items: [], nextCursor: null, ...NO_FAILURE }),
  },
}).createMachine({
  id: "commerceList",
  meta: { journey: commerceListJourney },
  version: COMMERCE_LIST_MACHINE_VERSION,
  context: ({ input }) => ({
    storeId: input.storeId,
    tab: input.tab,
    items: [],
    nextCursor: null,
    fresh: false,
    ...NO_FAILURE,
  }),
  initial: "loading",
  on: {
    "store.changed": {
      target: ".loading",
      actions: ["startOver", assign({ storeId: ({ event }) => event.storeId, fresh: true })],
    },
  },
  states: {
    loading: {
      invoke: {
        id: "loadPage",
        src: "loadPage",
        input: ({ context }) => ({
          storeId: context.storeId,
          tab: context.tab,
          cursor: null,
          fresh: context.fresh,
        }),
        onDone: {
          target: "ready",
          actions: assign({
            items: ({ event }) => event.output.items,
            nextCursor: ({ event }) => event.output.next_cursor,
            fresh: false,
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
    failed: {
      // The retry forgets the failure, so a list that then loads does not show it under its rows.
      on: {
        "user.retry": {
          target: "loading",
          actions: assign({ fresh: true, ...NO_FAILURE }),
        },
      },
    },
    ready: {
      on: {
        "user.more": {
          guard: "hasMore",
          target: "loadingMore",
          actions: assign({ ...NO_FAILURE }),
        },
        "user.refresh": { target: "loading", actions: ["startOver", assign({ fresh: true })] },
        "user.tab": {
          guard: "otherTab",
          target: "loading",
          actions: ["startOver", assign({ tab: ({ event }) => event.tab })],
        },
      },
    },
    loadingMore: {
      invoke: {
        id: "loadMore",
        src: "loadPage",
        input: ({ context }) => ({
          storeId: context.storeId,
          tab: context.tab,
          cursor: context.nextCursor,
          fresh: true,
        }),
        onDone: {
          target: "ready",
          actions: assign({
            items: ({ context, event }) => [...context.items, ...event.output.items],
            nextCursor: ({ event }) => event.output.next_cursor,
          }),
        },
        onError: {
          target: "ready",
          actions: assign({
            ...failureOfErrorEvent,
          }),
        },
      },
    },
  },
});
