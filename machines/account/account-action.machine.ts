import { assign, setup } from "xstate";
import { failureMessageKey } from "../api-failure";
import { notProvided } from "../not-provided";
import { accountActionJourney } from "./account-action.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const ACCOUNT_ACTION_MACHINE_VERSION = "1";

/**
 * One action of the account screens that runs at once or after a confirmation: a new picture, the
 * language, "sign out everywhere else", closing one's access. It runs once per request (a second
 * "start" while it runs is not heard), and says how it went. The payload (a file, a language) rides
 * on `user.start`.
 */

export interface AccountActionContext {
  readonly confirm: boolean;
  readonly payload: unknown;
  readonly outcome:
    | { readonly kind: "done"; readonly output: unknown }
    | { readonly kind: "failed"; readonly key: string }
    | undefined;
}

export type AccountActionEvent =
  | { readonly type: "user.start"; readonly payload?: unknown }
  | { readonly type: "user.confirm" }
  | { readonly type: "user.cancel" }
  | { readonly type: "user.dismiss" };

export const accountActionMachine = setup({
  types: {
    context: {} as AccountActionContext,
    events: {} as AccountActionEvent,
    input: {} as { readonly confirm: boolean },
  },
  actors: {
    run: notProvided<unknown, unknown>("run"),
  },
  guards: {
    needsConfirmation: ({ context }) => context.confirm,
  },
  actions: {
    takePayload: assign({
      payload: ({ event }) => (event.type === "user.start" ? event.payload : undefined),
      outcome: undefined,
    }),
  },
}).createMachine({
  id: "accountAction",
  meta: { journey: accountActionJourney },
  version: ACCOUNT_ACTION_MACHINE_VERSION,
  context: ({ input }) => ({ confirm: input.confirm, payload: undefined, outcome: undefined }),
  initial: "idle",
  states: {
    idle: {
      on: {
        "user.start": [
          { guard: "needsConfirmation", target: "confirming", actions: "takePayload" },
          { target: "running", actions: "takePayload" },
        ],
        "user.dismiss": { actions: assign({ outcome: undefined }) },
      },
    },
    confirming: {
      on: {
        "user.confirm": "running",
        "user.cancel": "idle",
      },
    },
    running: {
      invoke: {
        id: "run",
        src: "run",
        input: ({ context }: { readonly context: AccountActionContext }) => context.payload,
        onDone: {
          target: "idle",
          actions: assign({ outcome: ({ event }) => ({ kind: "done" as const, output: event.output }) }),
        },
        onError: {
          target: "idle",
          actions: assign({
            outcome: ({ event }) => ({ kind: "failed" as const, key: failureMessageKey(event.error) }),
          }),
        },
      },
    },
  },
});
