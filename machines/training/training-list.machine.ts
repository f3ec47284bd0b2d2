import { assign, setup } from "xstate";
import { failureOf, NO_FAILURE } from "../api-failure";
import { notProvided } from "../not-provided";
import { trainingListJourney } from "./training-list.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const TRAINING_LIST_MACHINE_VERSION = "1";

/**
 * One list of the training screens (the schedule, the material, the history, the staff's results):
 * the first page, then more keyset pages on request. The page actor is provided by the screen; a
 * change of store gives the screen a new actor (it is keyed by store), so an old answer never lands.
 */

export interface TrainingListPage<Row> {
  readonly items: readonly Row[];
  readonly next_cursor: string | null;
}

export interface TrainingListContext<Row> {
  readonly items: readonly Row[];
  readonly cursor: string | null;
  /** The first page failed (nothing to show) or a further page failed (the rows stay). */
  readonly failed: "none" | "first" | "more";
  readonly failureKey: string | undefined;
  /** The failed request's id, shown so a person can quote it (issue #42); none without an answer. */
  readonly failureRequestId: string | undefined;
}

export type TrainingListEvent =
  { readonly type: "user.loadMore" } | { readonly type: "user.retry" } | { readonly type: "user.reload" };

export function createTrainingListMachine<Row>() {
  return setup({
    types: { context: {} as TrainingListContext<Row>, events: {} as TrainingListEvent },
    actors: {
      loadPage: notProvided<TrainingListPage<Row>, { readonly cursor: string | null }>("loadPage"),
    },
    guards: {
      hasMore: ({ context }) => context.cursor !== null,
    },
  }).createMachine({
    id: "trainingList",
    meta: { journey: trainingListJourney },
    version: TRAINING_LIST_MACHINE_VERSION,
    context: { items: [], cursor: null, failed: "none", ...NO_FAILURE },
    initial: "loading",
    states: {
      loading: {
        entry: assign({
          items: [],
          cursor: null,
          failed: "none" as const,
          ...NO_FAILURE,
        }),
        invoke: {
          id: "loadPage",
          src: "loadPage",
          input: () => ({ cursor: null }),
          onDone: {
            target: "ready",
            actions: assign(({ event }) => ({ items: event.output.items, cursor: event.output.next_cursor })),
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
          "user.loadMore": { guard: "hasMore", target: "loadingMore" },
          "user.retry": { guard: "hasMore", target: "loadingMore" },
          "user.reload": "loading",
        },
      },
      loadingMore: {
        invoke: {
          id: "loadPage",
          src: "loadPage",
          input: ({ context }) => ({ cursor: context.cursor }),
          onDone: {
            target: "ready",
            actions: assign(({ context, event }) => ({
              items: [...context.items, ...event.output.items],
              cursor: event.output.next_cursor,
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
    },
  });
}

/** The registered instance (diagrams, replay, models); screens make their own typed one. */
export const trainingListMachine = createTrainingListMachine<unknown>();
