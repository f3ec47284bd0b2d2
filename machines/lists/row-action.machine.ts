import { assign, setup } from "xstate";
import { failureOf, NO_FAILURE } from "../api-failure";
import { edgeAction, notProvided } from "../not-provided";
import { rowActionJourney } from "./row-action.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const ROW_ACTION_MACHINE_VERSION = "1";

/**
 * One action on a row of a list (a task marked done, a person deactivated), beside the one list
 * machine (keyset-list.machine.ts), which stays a list: asked first when the screen wants a
 * confirmation, done once (a second click while it runs is ignored), then a notice that says it was
 * done or why not. On success the screen is told (`applied`) so the list removes or changes the
 * row; on failure the row stays as it was.
 */

export interface RowActionContext<Done> {
  readonly confirmFirst: boolean;
  /** The row being confirmed or acted on. */
  readonly targetId: number | undefined;
  readonly done: Done | undefined;
  readonly failureKey: string | undefined;
  /** The failed request's id, shown so a person can quote it (issue #42). */
  readonly failureRequestId: string | undefined;
}

export type RowActionEvent =
  | { readonly type: "user.act"; readonly id: number }
  | { readonly type: "user.confirm" }
  | { readonly type: "user.cancel" }
  | { readonly type: "user.dismissNotice" };

const noNotice = { done: undefined, ...NO_FAILURE };

export function createRowActionMachine<Done>() {
  return setup({
    types: {
      context: {} as RowActionContext<Done>,
      events: {} as RowActionEvent,
      input: {} as { readonly confirmFirst?: boolean } | undefined,
    },
    actors: {
      /** The action on one row (POST task_completed/{id}, the deactivation…): what it answers. */
      act: notProvided<Done, { readonly id: number }>("act"),
    },
    actions: {
      /** The screen changes its list: the row acted on leaves it or shows its new state. */
      applied: edgeAction<{ readonly id: number; readonly done: Done }>(),
    },
    guards: {
      confirmFirst: ({ context }) => context.confirmFirst,
    },
  }).createMachine({
    id: "rowAction",
    // The journey view for product owners (npm run diagrams); not read at run time.
    meta: { journey: rowActionJourney },
    version: ROW_ACTION_MACHINE_VERSION,
    context: ({ input }) => ({
      confirmFirst: input?.confirmFirst === true,
      targetId: undefined,
      ...noNotice,
    }),
    initial: "idle",
    states: {
      idle: {
        on: {
          "user.act": [
            {
              guard: "confirmFirst",
              target: "confirming",
              actions: assign(({ event }) => ({ targetId: event.id, ...noNotice })),
            },
            { target: "acting", actions: assign(({ event }) => ({ targetId: event.id, ...noNotice })) },
          ],
          "user.dismissNotice": { actions: assign(noNotice) },
        },
      },
      confirming: {
        on: {
          "user.confirm": "acting",
          "user.cancel": { target: "idle", actions: assign({ targetId: undefined }) },
        },
      },
      acting: {
        invoke: {
          id: "act",
          src: "act",
          input: ({ context }) => ({ id: context.targetId ?? 0 }),
          onDone: {
            target: "idle",
            actions: [
              {
                type: "applied",
                params: ({ context, event }) => ({ id: context.targetId ?? 0, done: event.output }),
              },
              assign(({ event }) => ({ targetId: undefined, done: event.output, ...NO_FAILURE })),
            ],
          },
          onError: {
            target: "idle",
            actions: assign(({ event }) => ({
              targetId: undefined,
              done: undefined,
              ...failureOf(event.error),
            })),
          },
        },
      },
    },
  });
}

/** The machine as the registry, the diagram, the model walk and the replay know it (answers opaque). */
export const rowActionMachine = createRowActionMachine<unknown>();
