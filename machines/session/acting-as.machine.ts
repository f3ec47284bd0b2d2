import { assign, setup } from "xstate";
import { ACTING_AS_USER_ID } from "../../core/constants/portal-constants";
import type { Employee } from "../../core/schemas/employee";
import type { TokenData } from "../../core/schemas/token-data";
import { failureMessageKey } from "../api-failure";
import { edgeAction, notProvided } from "../not-provided";
import { actingAsJourney } from "./acting-as.journey";

export const ACTING_AS_MACHINE_VERSION = "1";

export interface ActingAsInput {
  /** The signed-in user's id. */
  readonly userId: number;
  /** A master session is stored: user id 1 is acting as someone. */
  readonly isActingAs: boolean;
}

export interface ActingAsContext {
  readonly userId: number;
  /** A master session is stored (set from input, then by actAs / restoreMaster). */
  readonly isActingAs: boolean;
  readonly employees: ReadonlyArray<Employee>;
  /** The header shows the first 4 until expanded (see core/rules/acting-as-list). */
  readonly expanded: boolean;
  readonly errorKey: string | undefined;
}

export type ActingAsEvent =
  | { readonly type: "user.actAs"; readonly employeeId: number }
  | { readonly type: "user.restoreMaster" }
  | { readonly type: "user.toggleExpanded" }
  | { readonly type: "user.retry" };

export const actingAsMachine = setup({
  types: {
    context: {} as ActingAsContext,
    events: {} as ActingAsEvent,
    input: {} as ActingAsInput,
  },
  actors: {
    /** GET employees (user id 1 only). */
    listEmployees: notProvided<ReadonlyArray<Employee>>("listEmployees"),
    /** POST auth/act-as with the master's token: the employee's tokens. */
    actAs: notProvided<TokenData, { readonly employeeId: number }>("actAs"),
  },
  actions: {
    /** Save the current login (tokens, location, warehouse) as the master session. */
    saveMasterSession: () => undefined,
    /** Store the employee's tokens as the login; clear the selected store (theirs differ). */
    storeTokens: edgeAction<{ readonly tokens: TokenData }>(),
    /** Put the master session back as the login and forget it. */
    restoreMasterSession: () => undefined,
    /** Tell the session machine to reload the user (`actingAs.switched`). */
    notifySwitched: () => undefined,
    showError: assign({ errorKey: (_, params: { readonly key: string }) => params.key }),
  },
  guards: {
    mayListEmployees: ({ context }) => context.userId === ACTING_AS_USER_ID,
    isActingAs: ({ context }) => context.isActingAs,
  },
}).createMachine({
  id: "actingAs",
  // The journey view for product owners (npm run diagrams); not read at run time.
  meta: { journey: actingAsJourney },
  version: ACTING_AS_MACHINE_VERSION,
  context: ({ input }) => ({
    userId: input.userId,
    isActingAs: input.isActingAs,
    employees: [],
    expanded: false,
    errorKey: undefined,
  }),
  initial: "checking",
  states: {
    checking: {
      always: [
        { guard: "isActingAs", target: "actingAs" },
        { guard: "mayListEmployees", target: "loadingEmployees" },
        { target: "unavailable" },
      ],
    },
    /** Spec 6: the list is only for user id 1. */
    unavailable: { type: "final" },
    loadingEmployees: {
      invoke: {
        id: "listEmployees",
        src: "listEmployees",
        onDone: {
          target: "ready",
          actions: assign({ employees: ({ event }) => event.output, errorKey: undefined }),
        },
        onError: {
          target: "failed",
          actions: { type: "showError", params: ({ event }) => ({ key: failureMessageKey(event.error) }) },
        },
      },
    },
    failed: {
      on: { "user.retry": { target: "loadingEmployees" } },
    },
    ready: {
      on: {
        "user.toggleExpanded": { actions: assign({ expanded: ({ context }) => !context.expanded }) },
        "user.actAs": { target: "switching" },
      },
    },
    switching: {
      invoke: {
        id: "actAs",
        src: "actAs",
        input: ({ event }) => ({ employeeId: event.type === "user.actAs" ? event.employeeId : 0 }),
        onDone: {
          target: "actingAs",
          // Order matters: the master is saved before its tokens are replaced.
          actions: [
            "saveMasterSession",
            { type: "storeTokens", params: ({ event }) => ({ tokens: event.output }) },
            "notifySwitched",
            assign({ isActingAs: true }),
          ],
        },
        onError: {
          target: "ready",
          actions: { type: "showError", params: ({ event }) => ({ key: failureMessageKey(event.error) }) },
        },
      },
    },
    actingAs: {
      on: {
        "user.restoreMaster": {
          target: "loadingEmployees",
          // The master session belongs to user id 1 by construction.
          actions: [
            "restoreMasterSession",
            "notifySwitched",
            assign({ userId: ACTING_AS_USER_ID, isActingAs: false }),
          ],
        },
      },
    },
  },
});
