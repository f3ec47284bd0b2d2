import { assign, setup } from "xstate";
import { failureOf, NO_FAILURE } from "../api-failure";
import { notProvided } from "../not-provided";
import { recordListJourney } from "./record-list.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const RECORD_LIST_MACHINE_VERSION = "1";

/**
 * One list of a store's records (licences, equipment, messages; head office's table): the first
 * keyset page, further pages on "show more", a retry after a failure. The route makes a new actor
 * when the store changes (it keys the list by store), so the previous store's page never lands in
 * the new list (spec 4, "Changing store").
 */

export interface RecordPage<Row> {
  readonly rows: readonly Row[];
  readonly nextCursor: string | null;
}

export interface RecordListContext<Row> {
  readonly rows: readonly Row[];
  readonly nextCursor: string | null;
  /** The first page failed (nothing to show) or a further page failed (the rows stay). */
  readonly failed: "none" | "first" | "more";
  readonly failureKey: string | undefined;
  /** The failed request's id, shown so a person can quote it (issue #42); none without an answer. */
  readonly failureRequestId: string | undefined;
}

export type RecordListEvent = { readonly type: "user.loadMore" } | { readonly type: "user.retry" };

export function createRecordListMachine<Row>() {
  return setup({
    types: { context: {} as RecordListContext<Row>, events: {} as RecordListEvent },
    actors: {
      /** GET licenses/{store}, maintenance/{store}, … with the cursor of the page before (null: first). */
      loadPage: notProvided<RecordPage<Row>, { readonly cursor: string | null }>("loadPage"),
    },
    guards: {
      canLoadMore: ({ context }) => context.nextCursor !== null && context.failed === "none",
      hasMore: ({ context }) => context.nextCursor !== null,
    },
  }).createMachine({
    id: "storeRecordList",
    meta: { journey: recordListJourney },
    version: RECORD_LIST_MACHINE_VERSION,
    context: {
      rows: [],
      nextCursor: null,
      failed: "none",
      ...NO_FAILURE,
    },
    initial: "loading",
    states: {
      loading: {
        invoke: {
          id: "loadPage",
          src: "loadPage",
          input: () => ({ cursor: null }),
          onDone: {
            target: "ready",
            actions: assign(({ event }) => ({
              rows: event.output.rows,
              nextCursor: event.output.nextCursor,
              failed: "none" as const,
              ...NO_FAILURE,
            })),
          },
          onError: {
            target: "failed",
            actions: assign(({ event }) => ({
              failed: "first" as const,
              ...failureOf(event.error),
            })),
          },
        },
      },
      ready: {
        on: {
          "user.loadMore": { guard: "canLoadMore", target: "loadingMore" },
          "user.retry": { guard: "hasMore", target: "loadingMore" },
        },
      },
      loadingMore: {
        invoke: {
          id: "loadPage",
          src: "loadPage",
          input: ({ context }) => ({ cursor: context.nextCursor }),
          onDone: {
            target: "ready",
            actions: assign(({ context, event }) => ({
              rows: [...context.rows, ...event.output.rows],
              nextCursor: event.output.nextCursor,
              failed: "none" as const,
              ...NO_FAILURE,
            })),
          },
          onError: {
            target: "ready",
            actions: assign(({ event }) => ({
              failed: "more" as const,
              ...failureOf(event.error),
            })),
          },
        },
      },
      failed: { on: { "user.retry": "loading" } },
    },
  });
}

/** The machine as the registry, the diagrams, the model and the replay know it (rows are opaque). */
export const recordListMachine = createRecordListMachine<unknown>();
