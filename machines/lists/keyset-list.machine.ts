import { assign, setup } from "xstate";
import { failureOf, NO_FAILURE } from "../api-failure";
import { notProvided } from "../not-provided";
import { keysetListJourney } from "./keyset-list.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const KEYSET_LIST_MACHINE_VERSION = "3";

/**
 * One keyset-paged list, whatever its rows (the account logs, the FAQ, the information material…):
 * the first page, then "show more" page by page. A failed first page shows nothing but "try again";
 * a failed further page keeps the rows shown and offers "try again" beside them, keeping the cursor
 * so the same page is asked for again — and only when the person asks, so a failing server is not
 * hammered. "Reload" starts from the first page. The page actor is provided by the screen.
 *
 * What the list shows is its query (a store, a tab, filters: whatever the screen's loader reads),
 * kept in the context so the list knows what it is a list of (an export reads the same query). A new
 * query starts over from the first page and drops a read in flight, so an old answer never lands.
 * Each read says whether it may come from a cache (`fresh: false`): only the first page of a query
 * the person merely switched to (a tab); "reload", "try again", "more" and `screen.restart` (another
 * store) go to the server (spec 4: orders and invoices are refreshed only when older than 4 minutes,
 * and on a refresh or a change of store). An action on a row (row-action.machine.ts) ends with the
 * screen removing the row or patching the fields that changed, so the list need not be read again.
 */

export interface KeysetListPage<Row> {
  readonly rows: readonly Row[];
  readonly nextCursor: string | null;
}

/** What a page read is given: where to go on from, what the list shows, whether a cache may answer. */
export interface KeysetPageRequest<Query> {
  readonly cursor: string | null;
  readonly query: Query;
  readonly fresh: boolean;
}

export interface KeysetListContext<Row, Query> {
  readonly query: Query;
  /** Whether the next read must skip caches. */
  readonly fresh: boolean;
  readonly rows: readonly Row[];
  readonly nextCursor: string | null;
  /** Which load failed last: the first page or a further one; undefined when none did. */
  readonly failed: "first" | "more" | undefined;
  readonly failureKey: string | undefined;
  /** The failed request's id, shown so a person can quote it (issue #42); none without an answer. */
  readonly failureRequestId: string | undefined;
}

export type KeysetListEvent<Query> =
  | { readonly type: "user.loadMore" }
  | { readonly type: "user.retry" }
  | { readonly type: "user.reload" }
  /** What the list shows changed (another store, another filter): it starts over, a read in flight is dropped. */
  | { readonly type: "screen.restart" }
  /** The screen shows another query (a tab, a filter, a store: `fresh` when caches must not answer). */
  | { readonly type: "screen.query"; readonly query: Query; readonly fresh?: boolean }
  /** A row acted on leaves the list (a task marked done: row-action.machine.ts). */
  | { readonly type: "screen.removeRow"; readonly index: number }
  /** A row acted on shows its new state (a person deactivated): the fields that changed. */
  | {
      readonly type: "screen.patchRow";
      readonly index: number;
      readonly patch: Readonly<Record<string, unknown>>;
    };

const cleared = { failed: undefined, ...NO_FAILURE };

export function createKeysetListMachine<Row, Query = undefined>() {
  return setup({
    types: {
      context: {} as KeysetListContext<Row, Query>,
      events: {} as KeysetListEvent<Query>,
      input: {} as { readonly query: Query } | undefined,
    },
    actors: {
      /** One page after `cursor` (null: the first) of the query's list. */
      loadPage: notProvided<KeysetListPage<Row>, KeysetPageRequest<Query>>("loadPage"),
    },
    guards: {
      canLoadMore: ({ context }) => context.nextCursor !== null && context.failed === undefined,
      moreFailed: ({ context }) => context.failed === "more",
    },
    actions: {
      /** "Reload", "try again" and a restart (another store) are asked of the server, not of a cache. */
      goToServer: assign({ fresh: true }),
      // A row acted on (row-action.machine.ts), while rows are shown.
      removeRow: assign(({ context, event }) =>
        event.type === "screen.removeRow"
          ? { rows: context.rows.filter((_, index) => index !== event.index) }
          : {},
      ),
      patchRow: assign(({ context, event }) =>
        event.type === "screen.patchRow"
          ? {
              rows: context.rows.map((row, index) =>
                index === event.index ? ({ ...(row as object), ...event.patch } as Row) : row,
              ),
            }
          : {},
      ),
    },
  }).createMachine({
    id: "keysetList",
    // The journey view for product owners (npm run diagrams); not read at run time.
    meta: { journey: keysetListJourney },
    version: KEYSET_LIST_MACHINE_VERSION,
    context: ({ input }) => ({
      query: input?.query as Query,
      fresh: false,
      rows: [],
      nextCursor: null,
      ...cleared,
    }),
    initial: "loading",
    on: {
      "screen.restart": { target: ".loading", reenter: true, actions: "goToServer" },
      "screen.query": {
        target: ".loading",
        reenter: true,
        actions: assign(({ event }) => ({ query: event.query, fresh: event.fresh === true })),
      },
    },
    states: {
      loading: {
        entry: assign({ rows: [], nextCursor: null, ...cleared }),
        invoke: {
          id: "loadPage",
          src: "loadPage",
          input: ({ context }) => ({ cursor: null, query: context.query, fresh: context.fresh }),
          onDone: {
            target: "ready",
            actions: assign(({ event }) => ({
              rows: event.output.rows,
              nextCursor: event.output.nextCursor,
              fresh: false,
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
      failed: {
        on: {
          "user.retry": { target: "loading", actions: "goToServer" },
          "user.reload": { target: "loading", actions: "goToServer" },
          "screen.removeRow": { actions: "removeRow" },
          "screen.patchRow": { actions: "patchRow" },
        },
      },
      ready: {
        on: {
          "user.loadMore": { guard: "canLoadMore", target: "loadingMore" },
          "user.retry": { guard: "moreFailed", target: "loadingMore" },
          "user.reload": { target: "loading", actions: "goToServer" },
          "screen.removeRow": { actions: "removeRow" },
          "screen.patchRow": { actions: "patchRow" },
        },
      },
      loadingMore: {
        on: { "screen.removeRow": { actions: "removeRow" }, "screen.patchRow": { actions: "patchRow" } },
        invoke: {
          id: "loadPage",
          src: "loadPage",
          input: ({ context }) => ({ cursor: context.nextCursor, query: context.query, fresh: true }),
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

/** The machine as the registry, the diagram, the model walk and the replay know it (rows and query opaque). */
export const keysetListMachine = createKeysetListMachine<unknown, unknown>();
