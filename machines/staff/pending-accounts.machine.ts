import { assign, emit, setup } from "xstate";
import type { Gender } from "../../core/schemas/auth-forms";
import type { PendingAccount } from "../../core/staff/pending-account";
import { failureMessageKey } from "../api-failure";
import { notProvided } from "../not-provided";
import { pendingAccountsJourney } from "./pending-accounts.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const PENDING_ACCOUNTS_MACHINE_VERSION = "1";

/**
 * The "waiting for approval" list of the staff screen (docs/decisions.md, "Approval"): load the
 * requests the signed-in person may decide on, approve one at once or reject one after a
 * confirmation, and say what happened. A decision that fails (someone else decided first, the
 * connection dropped) keeps the list and says why; "try again" reloads it.
 */

export type Decision = "approved" | "rejected";

/** What the view says after a decision. */
export type DecisionNotice =
  | { readonly kind: Decision; readonly name: string; readonly gender: Gender | null }
  | { readonly kind: "failed"; readonly key: string };

export interface PendingAccountsContext {
  readonly accounts: readonly PendingAccount[];
  /** The request being confirmed for rejection or being decided. */
  readonly target: PendingAccount | undefined;
  /** What deciding on the target will say. */
  readonly decision: Decision;
  readonly notice: DecisionNotice | undefined;
  readonly loadFailureKey: string | undefined;
}

export type PendingAccountsEvent =
  | { readonly type: "user.approve"; readonly id: number }
  | { readonly type: "user.reject"; readonly id: number }
  | { readonly type: "user.confirmReject" }
  | { readonly type: "user.cancelReject" }
  | { readonly type: "user.reload" }
  | { readonly type: "user.dismissNotice" };

/**
 * Told to the screen when a decision is made, so every list it affects is read again at once (an
 * approved person joins the staff list; issue 33, item 6).
 */
export interface AccountDecided {
  readonly type: "account.decided";
  readonly userId: number;
  readonly decision: Decision;
}

export interface DecideInput {
  readonly userId: number;
  readonly decision: Decision;
}

/** What the machine needs from outside; the composition root gives it from the API client. */
export interface PendingAccountsPort {
  readonly loadPending: () => Promise<readonly PendingAccount[]>;
  readonly decide: (input: DecideInput) => Promise<void>;
}

const nameOf = (account: PendingAccount): string => `${account.f_name} ${account.l_name}`.trim();

export const pendingAccountsMachine = setup({
  types: {
    context: {} as PendingAccountsContext,
    events: {} as PendingAccountsEvent,
    emitted: {} as AccountDecided,
  },
  actors: {
    /** GET staff/pending. */
    loadPending: notProvided<readonly PendingAccount[], void>("loadPending"),
    /** POST staff/pending/{id}/approve or …/reject. */
    decide: notProvided<void, DecideInput>("decide"),
  },
  guards: {
    isListed: ({ context, event }) =>
      "id" in event && context.accounts.some((account) => account.id === event.id),
  },
  actions: {
    pickTarget: assign({
      target: ({ context, event }) =>
        "id" in event ? context.accounts.find((account) => account.id === event.id) : undefined,
      notice: undefined,
    }),
    fail: assign((_, params: { readonly error: unknown }) => ({
      target: undefined,
      notice: { kind: "failed" as const, key: failureMessageKey(params.error) },
    })),
    settle: assign(({ context }) => settled(context)),
    announce: emit(({ context }): AccountDecided => ({
      type: "account.decided",
      userId: context.target?.id ?? 0,
      decision: context.decision,
    })),
  },
}).createMachine({
  id: "pendingAccounts",
  // The journey view for product owners (npm run diagrams); not read at run time.
  meta: { journey: pendingAccountsJourney },
  version: PENDING_ACCOUNTS_MACHINE_VERSION,
  context: {
    accounts: [],
    target: undefined,
    decision: "approved",
    notice: undefined,
    loadFailureKey: undefined,
  },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadPending",
        src: "loadPending",
        onDone: {
          target: "ready",
          actions: assign({ accounts: ({ event }) => event.output, loadFailureKey: undefined }),
        },
        onError: {
          target: "loadFailed",
          actions: assign({ loadFailureKey: ({ event }) => failureMessageKey(event.error) }),
        },
      },
    },
    loadFailed: {
      on: { "user.reload": "loading" },
    },
    ready: {
      on: {
        "user.approve": {
          guard: "isListed",
          target: "deciding",
          actions: ["pickTarget", assign({ decision: "approved" as const })],
        },
        "user.reject": {
          guard: "isListed",
          target: "confirmingReject",
          actions: ["pickTarget", assign({ decision: "rejected" as const })],
        },
        "user.reload": { target: "loading", actions: assign({ notice: undefined }) },
        "user.dismissNotice": { actions: assign({ notice: undefined }) },
      },
    },
    confirmingReject: {
      on: {
        "user.confirmReject": "deciding",
        "user.cancelReject": { target: "ready", actions: assign({ target: undefined }) },
      },
    },
    deciding: {
      invoke: {
        id: "decide",
        src: "decide",
        input: ({ context }) => ({ userId: context.target?.id ?? 0, decision: context.decision }),
        // Told before settling: settling forgets the target.
        onDone: { target: "ready", actions: ["announce", "settle"] },
        onError: {
          target: "ready",
          actions: { type: "fail", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

/** The list without the decided request, and the notice that names it. */
function settled(context: PendingAccountsContext): PendingAccountsContext {
  const target = context.target;
  if (target === undefined) return context;
  return {
    ...context,
    accounts: context.accounts.filter((account) => account.id !== target.id),
    target: undefined,
    notice: { kind: context.decision, name: nameOf(target), gender: target.gender ?? null },
  };
}
