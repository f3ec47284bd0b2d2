import { defineArea } from "../areas/area";
import { hiddenEntry } from "../permissions/menu-entry";
import { switchedGuard } from "../permissions/route-entry";

const COMMERCE_SCREENS = switchedGuard("commerce", "commerce_screens");

/** Orders, invoices and subscriptions: their routes redirect to / and their menu entries are hidden (spec 2). */
export const commerceArea = defineArea({
  id: "commerce",
  // Store owners and head office (the every-store grant); the spec names no roles (docs/decisions.md).
  apiAreas: { commerce: ["franchisee", "store_manager", "greg-user"] },
  routes: [
    // The spec's redirects, unless a deployment turns the screens on (COMMERCE_SCREENS=on).
    { pattern: "/invoices", guard: COMMERCE_SCREENS },
    { pattern: "/orders", guard: COMMERCE_SCREENS },
    { pattern: "/subscriptions", guard: COMMERCE_SCREENS },
    // Not a spec route: the screen of GET transactions, behind the same switch (no sidebar row of
    // its own: the spec's menu table stays as it is; /invoices and /activity link to it).
    { pattern: "/transactions", guard: COMMERCE_SCREENS },
  ],
  menu: [
    { row: 18, entry: hiddenEntry("orders", "/orders") },
    { row: 19, entry: hiddenEntry("subscriptions", "/subscriptions") },
    { row: 20, entry: hiddenEntry("invoices", "/invoices") },
  ],
  baseLoad: [],
});
