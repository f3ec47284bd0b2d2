import { assign, setup } from "xstate";
import { failureMessageKey } from "../api-failure";
import { notProvided } from "../not-provided";
import { accountListJourney } from "./account-list.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const ACCOUNT_LIST_MACHINE_VERSION = "1";

/**
 * A keyset-paged list of the account area (the activity log, the messages sent, the files): the first
 * page, "more" while the server has more, "try again" after a failure. A failed next page keeps the
 * rows shown and says so; only "try again" asks again, so a failing server is not hammered.
 */

export interface AccountPage<Row> {
  readonly rows: readonly Row[];
  readonly nextCursor: string | null;
}

export interface AccountListContext<Row> {
  readonly rows: readonly Row[];
  readonly nextCursor: string | null;
  /** Which load failed last: the first page or a next one. */
  readonly failed: "first" | "more" | undefined;
  readonly failureKey: string | undefined;
}

export type AccountListEvent = { readonly type: "user.loadMore" } | { readonly type: "user.reload" };

export const createAccountListMachine = <Row>() =>
  setup({
    types: {
      context: {} as AccountListContext<Row>,
      events: {} as AccountListEvent,
    },
    actors: {
      /** GET the list's path with `cursor` (null: the first page). */
      loadPage: notProvided<AccountPage<Row>, { readonly cursor: string | null }>("loadPage"),
    },
    guards: {
      hasMore: ({ context }) => context.nextCursor !== null,
    },
  }).createMachine({
    id: "accountList",
    meta: { journey: accountListJourney },
    version: ACCOUNT_LIST_MACHINE_VERSION,
    context: { rows: [], nextCursor: null, failed: undefined, failureKey: undefined },
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
              failed: undefined,
              failureKey: undefined,
            })),
          },
          onError: {
            target: "failed",
            actions: assign(({ event }) => ({
              failed: "first" as const,
              failureKey: failureMessageKey(event.error),
            })),
          },
        },
      },
      failed: { on: { "user.reload": "loading" } },
      ready: {
        on: {
          "user.loadMore": { guard: "hasMore", target: "loadingMore" },
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
              failed: undefined,
              failureKey: undefined,
            })),
          },
          onError: {
            target: "ready",
            actions: assign(({ event }) => ({
              failed: "more" as const,
              failureKey: failureMessageKey(event.error),
              // Only "try again" asks again after a failed page.
              nextCursor: null,
            })),
          },
        },
      },
    },
  });

/** The list machine as the registry, the diagrams and the model walk see it. */
export const accountListMachine = createAccountListMachine<unknown>();
