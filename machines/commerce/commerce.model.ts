import type { SnapshotFrom } from "xstate";
import { Temporal } from "temporal-polyfill";
import type { StoreTotals, SubscriptionRow } from "../../core/commerce/commerce-wire";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";
import { storeFiguresMachine } from "./store-figures.machine";
import { subscriptionsMachine } from "./subscriptions.machine";

/* The commerce machines' models, and the fixtures their actor tests use. */

export const PAGE = { items: ["order 1", "order 2"], next_cursor: "k1.2" };
export const LAST_PAGE = { items: ["order 3"], next_cursor: null };
export const NETWORK = { _tag: "NetworkError", messageKey: "b2b_network_error" };
export const REFUSED = { _tag: "HttpError", status: 422, messageKey: "b2b_subscription_renewal_order" };

export const SUBSCRIPTION = {
  id: 7,
  location_id: 1,
  title: "Σύστημα ταμείου POS",
  start_date: Temporal.PlainDate.from("2026-01-01"),
  end_date: Temporal.PlainDate.from("2026-12-31"),
  renewal_start_date: null,
  renewal_end_date: null,
} as unknown as SubscriptionRow;

export const RENEWED = {
  ...SUBSCRIPTION,
  renewal_start_date: Temporal.PlainDate.from("2027-01-01"),
  renewal_end_date: Temporal.PlainDate.from("2027-12-31"),
} as unknown as SubscriptionRow;

export const TOTALS = {
  location_id: 1,
  receipts_month_total: 21_450.5,
  receipts_month_count: 24,
  unpaid_invoices_total: 1_204.3,
  unpaid_invoices_count: 3,
  recent_orders_count: 8,
} as unknown as StoreTotals;

type SubscriptionsSnapshot = SnapshotFrom<typeof subscriptionsMachine>;

export const subscriptionsModel: MachineModel = {
  machine: subscriptionsMachine,
  models: [
    {
      input: { storeId: 1 },
      events: eventsFromCatalogue({
        "xstate.done.actor.loadSubscriptions": [doneEvent("loadSubscriptions", [SUBSCRIPTION])],
        "xstate.error.actor.loadSubscriptions": [errorEvent("loadSubscriptions", NETWORK)],
        "user.renew": [
          { type: "user.renew", id: SUBSCRIPTION.id },
          { type: "user.renew", id: 999 },
        ],
        "user.editRenewal": [
          { type: "user.editRenewal", start: "2027-01-01", end: "2027-12-31" },
          { type: "user.editRenewal", start: "2027-12-31", end: "2027-01-01" },
        ],
        "xstate.done.actor.renew": [doneEvent("renew", RENEWED)],
        "xstate.error.actor.renew": [errorEvent("renew", REFUSED)],
        "store.changed": [{ type: "store.changed", storeId: 2 }],
      }),
      project: (snapshot: unknown) => {
        const { context } = snapshot as SubscriptionsSnapshot;
        return [
          context.storeId,
          context.subscriptions.length,
          context.draft?.start,
          context.failureKey,
          context.savedId,
          context.subscriptions[0]?.renewal_start_date === null,
        ];
      },
    },
  ],
};

export const storeFiguresModel: MachineModel = {
  machine: storeFiguresMachine,
  models: [
    {
      input: { storeId: 1 },
      events: eventsFromCatalogue({
        "xstate.done.actor.loadTotals": [doneEvent("loadTotals", TOTALS)],
        "xstate.error.actor.loadTotals": [errorEvent("loadTotals", NETWORK)],
        "store.changed": [{ type: "store.changed", storeId: 2 }],
      }),
      project: (snapshot: unknown) => (snapshot as SnapshotFrom<typeof storeFiguresMachine>).context.storeId,
    },
  ],
};
