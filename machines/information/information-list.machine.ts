import { assign, setup } from "xstate";
import { failureMessageKey } from "../api-failure";
import { notProvided } from "../not-provided";
import { informationListJourney } from "./information-list.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const INFORMATION_LIST_MACHINE_VERSION = "1";

/**
 * A keyset list of the information area (the FAQ, the information material): the first page, then
 * "show more" page by page. A failed first page offers "try again"; a failed further page keeps the
 * rows shown and offers it beside them. The page actor is provided by the screen.
 */

export interface InformationListPage<Row> {
  readonly rows: readonly Row[];
  readonly nextCursor: string | null;
}

export interface InformationListContext<Row> {
  readonly rows: readonly Row[];
  readonly nextCursor: string | null;
  readonly failureKey: string | undefined;
  readonly moreFailed: boolean;
}

export type InformationListEvent = { readonly type: "user.loadMore" } | { readonly type: "user.retry" };

export function createInformationListMachine<Row>() {
  return setup({
    types: { context: {} as InformationListContext<Row>, events: {} as InformationListEvent },
    actors: {
      /** One page after `cursor` (null: the first). */
      loadPage: notProvided<InformationListPage<Row>, { readonly cursor: string | null }>("loadPage"),
    },
    guards: { hasMore: ({ context }) => context.nextCursor !== null },
  }).createMachine({
    id: "informationList",
    // The journey view for product owners (npm run diagrams); not read at run time.
    meta: { journey: informationListJourney },
    version: INFORMATION_LIST_MACHINE_VERSION,
    context: { rows: [], nextCursor: null, failureKey: undefined, moreFailed: false },
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
              failureKey: undefined,
            })),
          },
          onError: {
            target: "failed",
            actions: assign({ failureKey: ({ event }) => failureMessageKey(event.error) }),
          },
        },
      },
      failed: { on: { "user.retry": "loading" } },
      ready: {
        on: {
          "user.loadMore": { guard: "hasMore", target: "loadingMore" },
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
              moreFailed: false,
            })),
          },
          onError: { target: "ready", actions: assign({ moreFailed: true }) },
        },
      },
    },
  });
}

/** The machine as the registry, the diagram, the model and the replay know it (rows are opaque). */
export const informationListMachine = createInformationListMachine<unknown>();
