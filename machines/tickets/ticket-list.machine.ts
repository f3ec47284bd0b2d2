import { assign, setup } from "xstate";
import type { TicketTab } from "../../core/rules/ticket-tabs";
import { notProvided } from "../not-provided";
import { ticketListJourney } from "./ticket-list.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const TICKET_LIST_MACHINE_VERSION = "1";

/**
 * One ticket list (v2 or older form) of one store: keyset pages loaded as the user scrolls, two
 * tabs (all, resolved) that each start again from the first page. The page actor is provided by
 * the route (it knows the store and the form); a store change makes a new actor (the route keys it
 * by store), so a page of the previous store can never land in the new list. An answer that
 * arrives after the tab changed is dropped by the invoke itself (the state it belonged to is gone).
 */

export interface TicketListPage<Row> {
  readonly rows: readonly Row[];
  readonly nextCursor: string | null;
}

export interface LoadPageInput {
  readonly tab: TicketTab;
  readonly cursor: string | null;
}

export interface TicketListContext<Row> {
  readonly tab: TicketTab;
  readonly rows: readonly Row[];
  readonly nextCursor: string | null;
  /** The first page failed (nothing to show) or a further page failed (the rows stay). */
  readonly failed: "none" | "first" | "more";
}

export type TicketListEvent =
  | { readonly type: "user.selectTab"; readonly tab: TicketTab }
  | { readonly type: "user.loadMore" }
  | { readonly type: "user.retry" };

export function createTicketListMachine<Row>() {
  return setup({
    types: {
      context: {} as TicketListContext<Row>,
      events: {} as TicketListEvent,
      input: {} as { readonly tab?: TicketTab },
    },
    actors: {
      loadPage: notProvided<TicketListPage<Row>, LoadPageInput>("loadPage"),
    },
    guards: {
      hasMore: ({ context }) => context.nextCursor !== null,
      // Scrolling does not hammer a failing server: after a failed page only "retry" asks again.
      canLoadMore: ({ context }) => context.nextCursor !== null && context.failed === "none",
      isOtherTab: ({ context, event }) => event.type === "user.selectTab" && event.tab !== context.tab,
    },
    actions: {
      startTab: assign(({ event }) => ({
        tab: event.type === "user.selectTab" ? event.tab : "all",
        rows: [],
        nextCursor: null,
        failed: "none" as const,
      })),
    },
  }).createMachine({
    id: "ticketList",
    // The journey view for product owners (npm run diagrams); not read at run time.
    meta: { journey: ticketListJourney },
    version: TICKET_LIST_MACHINE_VERSION,
    context: ({ input }) => ({ tab: input.tab ?? "all", rows: [], nextCursor: null, failed: "none" }),
    initial: "loading",
    on: {
      "user.selectTab": { guard: "isOtherTab", target: ".loading", actions: "startTab" },
    },
    states: {
      loading: {
        invoke: {
          id: "loadPage",
          src: "loadPage",
          input: ({ context }) => ({ tab: context.tab, cursor: null }),
          onDone: {
            target: "ready",
            actions: assign(({ event }) => ({
              rows: event.output.rows,
              nextCursor: event.output.nextCursor,
              failed: "none" as const,
            })),
          },
          onError: { target: "failed", actions: assign({ failed: "first" as const }) },
        },
      },
      ready: {
        on: {
          "user.loadMore": { guard: "canLoadMore", target: "loadingMore" },
          // After a failed further page, "retry" asks for it again.
          "user.retry": { guard: "hasMore", target: "loadingMore" },
        },
      },
      loadingMore: {
        invoke: {
          id: "loadPage",
          src: "loadPage",
          input: ({ context }) => ({ tab: context.tab, cursor: context.nextCursor }),
          onDone: {
            target: "ready",
            actions: assign(({ context, event }) => ({
              rows: [...context.rows, ...event.output.rows],
              nextCursor: event.output.nextCursor,
              failed: "none" as const,
            })),
          },
          onError: { target: "ready", actions: assign({ failed: "more" as const }) },
        },
      },
      failed: {
        on: { "user.retry": { target: "loading", actions: assign({ failed: "none" as const }) } },
      },
    },
  });
}

/**
 * The machine as the registry, the diagram, the model and the replay know it: the rows are opaque
 * to every transition, so one instance stands for every row type the screens use.
 */
export const ticketListMachine = createTicketListMachine<unknown>();
