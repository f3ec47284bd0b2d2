import { lazy } from "react";
import type { FeatureScreens } from "../../platform/feature-screens";

/** The commerce screens (core/commerce/commerce.area.ts), open only when COMMERCE_SCREENS is on. */
export const screens: FeatureScreens = {
  "/orders": lazy(() => import("./orders-route").then((m) => ({ default: m.OrdersRoute }))),
  "/invoices": lazy(() => import("./invoices-route").then((m) => ({ default: m.InvoicesRoute }))),
  "/subscriptions": lazy(() =>
    import("./subscriptions-route").then((m) => ({ default: m.SubscriptionsRoute })),
  ),
  "/transactions": lazy(() => import("./transactions-route").then((m) => ({ default: m.TransactionsRoute }))),
};
