import { assign, setup } from "xstate";
import type { SubscriptionRow } from "../../core/commerce/commerce-wire";
import { checkRenewal } from "../../core/commerce/subscription-renewal";
import { failureOfErrorEvent, NO_FAILURE } from "../api-failure";
import { notProvided } from "../not-provided";
import type { RenewalInput } from "./commerce-ports";
import { subscriptionsJourney } from "./subscriptions.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const SUBSCRIPTIONS_MACHINE_VERSION = "1";

/**
 * /subscriptions (behind COMMERCE_SCREENS): a store's subscriptions and setting one's renewal
 * period. The dates are checked by core's rule before sending (the server checks the same); a
 * refusal or a failed save keeps what was typed and says why. A store change reloads the list.
 */

export interface RenewalDraft {
  readonly id: number;
  readonly start: string;
  readonly end: string;
}

export interface SubscriptionsContext {
  readonly storeId: number;
  readonly subscriptions: readonly SubscriptionRow[];
  readonly draft: RenewalDraft | undefined;
  /** Why the list did not load, or why the renewal was refused or not saved. */
  readonly failureKey: string | undefined;
  /** The failed request's id, shown so a person can quote it (issue #42); none without an answer. */
  readonly failureRequestId: string | undefined;
  /** The subscription whose renewal was just saved (the view says so). */
  readonly savedId: number | undefined;
}

export type SubscriptionsEvent =
  | { readonly type: "user.retry" }
  | { readonly type: "user.renew"; readonly id: number }
  | { readonly type: "user.editRenewal"; readonly start: string; readonly end: string }
  | { readonly type: "user.cancel" }
  | { readonly type: "user.save" }
  | { readonly type: "store.changed"; readonly storeId: number };

/** What a draft would be refused for, by core's rule; undefined when it fits. */
export function renewalProblem(subscriptions: readonly SubscriptionRow[], draft: RenewalDraft | undefined) {
  const subscription = subscriptions.find((s) => s.id === draft?.id);
  if (subscription === undefined || draft === undefined) return "b2b_subscription_date_invalid";
  const checked = checkRenewal(subscription, draft.start, draft.end);
  return checked.ok ? undefined : checked.message;
}

/** A suggested renewal: the day after the period ends, for the same length as a year. */
function suggestedDraft(subscription: SubscriptionRow): RenewalDraft {
  const start = subscription.end_date.add({ days: 1 });
  return {
    id: subscription.id,
    start: start.toString(),
    end: start.add({ years: 1 }).subtract({ days: 1 }).toString(),
  };
}

export const subscriptionsMachine = setup({
  types: {
    context: {} as SubscriptionsContext,
    events: {} as SubscriptionsEvent,
    input: {} as { readonly storeId: number },
  },
  actors: {
    /** GET v2/subs?location_id=. */
    loadSubscriptions: notProvided<readonly SubscriptionRow[], number>("loadSubscriptions"),
    /** POST v2/subs/updateSubscription. */
    renew: notProvided<SubscriptionRow, RenewalInput>("renew"),
  },
  guards: {
    isListed: ({ context, event }) =>
      event.type === "user.renew" && context.subscriptions.some((s) => s.id === event.id),
    draftFits: ({ context }) => renewalProblem(context.subscriptions, context.draft) === undefined,
  },
}).createMachine({
  id: "subscriptions",
  meta: { journey: subscriptionsJourney },
  version: SUBSCRIPTIONS_MACHINE_VERSION,
  context: ({ input }) => ({
    storeId: input.storeId,
    subscriptions: [],
    draft: undefined,
    ...NO_FAILURE,
    savedId: undefined,
  }),
  initial: "loading",
  on: {
    "store.changed": {
      target: ".loading",
      actions: assign({
        storeId: ({ event }) => event.storeId,
        subscriptions: [],
        draft: undefined,
        ...NO_FAILURE,
        savedId: undefined,
      }),
    },
  },
  states: {
    loading: {
      invoke: {
        id: "loadSubscriptions",
        src: "loadSubscriptions",
        input: ({ context }) => context.storeId,
        onDone: {
          target: "ready",
          actions: assign({
            subscriptions: ({ event }) => event.output,
            ...NO_FAILURE,
          }),
        },
        onError: {
          target: "failed",
          actions: assign({
            ...failureOfErrorEvent,
          }),
        },
      },
    },
    failed: { on: { "user.retry": "loading" } },
    ready: {
      on: {
        "user.renew": {
          guard: "isListed",
          target: "renewing",
          actions: assign({
            draft: ({ context, event }) => {
              const subscription = context.subscriptions.find((s) => s.id === event.id);
              return subscription === undefined ? undefined : suggestedDraft(subscription);
            },
            ...NO_FAILURE,
            savedId: undefined,
          }),
        },
      },
    },
    renewing: {
      on: {
        "user.editRenewal": {
          actions: assign({
            draft: ({ context, event }) =>
              context.draft === undefined
                ? undefined
                : { ...context.draft, start: event.start, end: event.end },
            ...NO_FAILURE,
          }),
        },
        "user.cancel": {
          target: "ready",
          actions: assign({ draft: undefined, ...NO_FAILURE }),
        },
        "user.save": [
          { guard: "draftFits", target: "saving" },
          {
            actions: assign({
              failureKey: ({ context }) => renewalProblem(context.subscriptions, context.draft),
              // A refusal of our own rule: no request was made, so no id to show.
              failureRequestId: undefined,
            }),
          },
        ],
      },
    },
    saving: {
      invoke: {
        id: "renew",
        src: "renew",
        input: ({ context }) => ({
          id: context.draft?.id ?? 0,
          start: context.draft?.start ?? "",
          end: context.draft?.end ?? "",
        }),
        onDone: {
          target: "ready",
          actions: assign({
            subscriptions: ({ context, event }) =>
              context.subscriptions.map((s) => (s.id === event.output.id ? event.output : s)),
            savedId: ({ event }) => event.output.id,
            draft: undefined,
          }),
        },
        onError: {
          target: "renewing",
          actions: assign({
            ...failureOfErrorEvent,
          }),
        },
      },
    },
  },
});
