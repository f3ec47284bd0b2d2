import { assign, setup } from "xstate";
import type { StaffMember } from "../../core/staff/staff-wire";
import { failureMessageKey } from "../api-failure";
import { notProvided } from "../not-provided";
import { staffListJourney } from "./staff-list.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const STAFF_LIST_MACHINE_VERSION = "1";

/**
 * The staff list of /users for the selected store: its pages, and deactivating someone after a
 * confirmation (the server takes them out of the caller's stores at once; they keep other stores). The route keys the actor by store, so a
 * change of store starts a fresh list. A failed deactivation keeps the list and says why.
 */

import type { StaffPageResult } from "./staff-ports";

export type StaffNotice =
  { readonly kind: "deactivated"; readonly name: string } | { readonly kind: "failed"; readonly key: string };

export interface StaffListContext {
  readonly rows: readonly StaffMember[];
  readonly nextCursor: string | null;
  readonly target: StaffMember | undefined;
  readonly notice: StaffNotice | undefined;
  readonly loadFailureKey: string | undefined;
}

export type StaffListEvent =
  | { readonly type: "user.loadMore" }
  | { readonly type: "user.retry" }
  | { readonly type: "user.deactivate"; readonly id: number }
  | { readonly type: "user.confirm" }
  | { readonly type: "user.cancel" }
  | { readonly type: "user.dismissNotice" };

const nameOf = (member: StaffMember) => `${member.f_name} ${member.l_name}`.trim();

export const staffListMachine = setup({
  types: { context: {} as StaffListContext, events: {} as StaffListEvent },
  actors: {
    loadPage: notProvided<StaffPageResult, { readonly cursor: string | null }>("loadPage"),
    deactivate: notProvided<void, { readonly userId: number }>("deactivate"),
  },
  guards: {
    hasMore: ({ context }) => context.nextCursor !== null,
    mayDeactivate: ({ context, event }) =>
      event.type === "user.deactivate" && context.rows.some((m) => m.id === event.id && m.can_deactivate),
  },
}).createMachine({
  id: "staffList",
  meta: { journey: staffListJourney },
  version: STAFF_LIST_MACHINE_VERSION,
  context: { rows: [], nextCursor: null, target: undefined, notice: undefined, loadFailureKey: undefined },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadPage",
        src: "loadPage",
        input: () => ({ cursor: null }),
        onDone: {
          target: "ready",
          actions: assign(({ event }) => ({ rows: event.output.rows, nextCursor: event.output.nextCursor })),
        },
        onError: {
          target: "failed",
          actions: assign({ loadFailureKey: ({ event }) => failureMessageKey(event.error) }),
        },
      },
    },
    failed: { on: { "user.retry": "loading" } },
    ready: {
      on: {
        "user.loadMore": { guard: "hasMore", target: "loadingMore" },
        "user.deactivate": {
          guard: "mayDeactivate",
          target: "confirming",
          actions: assign(({ context, event }) => ({
            target: context.rows.find((m) => m.id === event.id),
            notice: undefined,
          })),
        },
        "user.dismissNotice": { actions: assign({ notice: undefined }) },
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
          })),
        },
        onError: {
          target: "ready",
          actions: assign({
            notice: ({ event }) => ({ kind: "failed" as const, key: failureMessageKey(event.error) }),
          }),
        },
      },
    },
    confirming: {
      on: {
        "user.confirm": "deactivating",
        "user.cancel": { target: "ready", actions: assign({ target: undefined }) },
      },
    },
    deactivating: {
      invoke: {
        id: "deactivate",
        src: "deactivate",
        input: ({ context }) => ({ userId: context.target?.id ?? 0 }),
        onDone: {
          target: "ready",
          actions: assign(({ context }) => ({
            rows: context.rows.map((m) =>
              m.id === context.target?.id ? { ...m, status: "disabled" as const, can_deactivate: false } : m,
            ),
            notice: {
              kind: "deactivated" as const,
              name: context.target === undefined ? "" : nameOf(context.target),
            },
            target: undefined,
          })),
        },
        onError: {
          target: "ready",
          actions: assign({
            target: undefined,
            notice: ({ event }) => ({ kind: "failed" as const, key: failureMessageKey(event.error) }),
          }),
        },
      },
    },
  },
});
