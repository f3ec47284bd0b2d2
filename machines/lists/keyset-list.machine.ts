import { assign, setup } from "xstate";
import { failureOf, NO_FAILURE } from "../api-failure";
import { notProvided } from "../not-provided";
import { keysetListJourney } from "./keyset-list.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const KEYSET_LIST_MACHINE_VERSION = "2";

/**
 * One keyset-paged list, whatever its rows (the account logs, the FAQ, the information material…):
 * the first page, then "show more" page by page. A failed first page shows nothing but "try again";
 * a failed further page keeps the rows shown and offers "try again" beside them, keeping the cursor
 * so the same page is asked for again — and only when the person asks, so a failing server is not
 * hammered. "Reload" starts from the first page. The page actor is provided by the screen; a store
 * change gives the screen a new actor (the screen keys it by store), so an old answer never lands.
 */

export interface KeysetListPage<Row> {
  readonly rows: readonly Row[];
  readonly nextCursor: string | null;
}

export interface KeysetListContext<Row> {
  readonly rows: readonly Row[];
  readonly nextCursor: string | null;
  /** Which load failed last: the first page or a further one; undefined when none did. */
  readonly failed: "first" | "more" | undefined;
  readonly failureKey: string | undefined;
  /** The failed request's id, shown so a person can quote it (issue #42); none without an answer. */
  readonly failureRequestId: string | undefined;
}

export type KeysetListEvent =
  | { readonly type: "user.loadMore" }
  | { readonly type: "user.retry" }
  | { readonly type: "user.reload" }
  /** What the list shows changed (another store, another filter): it starts over, a read in flight is dropped. */
  | { readonly type: "screen.restart" };

const cleared = { failed: undefined, ...NO_FAILURE };

export function createKeysetListMachine<Row>() {
  return setup({
    types: { context: {} as KeysetListContext<Row>, events: {} as KeysetListEvent },
    actors: {
      /** One page after `cursor` (null: the first). */
      loadPage: notProvided<KeysetListPage<Row>, { readonly cursor: string | null }>("loadPage"),
    },
    guards: {
      canLoadMore: ({ context }) => context.nextCursor !== null && context.failed === undefined,
      moreFailed: ({ context }) => context.failed === "more",
    },
  }).createMachine({
    id: "keysetList",
    // The journey view for product owners (npm run diagrams); not read at run time.
    meta: { journey: keysetListJourney },
    version: KEYSET_LIST_MACHINE_VERSION,
    context: { rows: [], nextCursor: null, ...cleared },
    initial: "loading",
    on: { "screen.restart": { target: ".loading", reenter: true } },
    states: {
      loading: {
        entry: assign({ rows: [], nextCursor: null, ...cleared }),
        invoke: {
          id: "loadPage",
          src: "loadPage",
          input: () => ({ cursor: null }),
          onDone: {
            target: "ready",
            actions: assign(({ event }) => ({
              rows: event.output.rows,
              nextCursor: event.output.nextCursor,
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
      failed: { on: { "user.retry": "loading", "user.reload": "loading" } },
      ready: {
        on: {
          "user.loadMore": { guard: "canLoadMore", target: "loadingMore" },
          "user.retry": { guard: "moreFailed", target: "loadingMore" },
          "user.reload": "loading",
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
              ...cleared,
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
    },
  });
}

/** The machine as the registry, the diagram, the model walk and the replay know it (rows are opaque). */
export const keysetListMachine = createKeysetListMachine<unknown>();
