import { Hono } from "hono";
import type { AppEnv } from "../http/app-deps";
import { requireArea } from "../http/middleware/require-area";
import { requireSession } from "../http/middleware/require-session";
import { guardPaths } from "../http/route-guards";
import type { ServerArea } from "../http/server-area";
import { commerceRoutes } from "./routes/commerce-routes";
import { seedCommerceDemo } from "./seed/commerce-demo";

/**
 * The commerce call paths that need a session and the commerce area (franchisee, store manager, head
 * office). The invoice PDF (`v2/invoices/pdf/{id}`) carries its own signature instead, like a ticket file.
 */
const COMMERCE_PATHS = ["/orders", "/invoices/*", "/transactions", "/receipts/*", "/v2/subs/*", "/widget/*"];

/**
 * Orders, invoices, subscriptions, transactions, receipts and widget totals. The data calls answer
 * whatever the screens' switch (COMMERCE_SCREENS): the dashboard's widget reads them in every
 * deployment; only the /orders, /invoices and /subscriptions screens are behind the switch.
 */
export const commerceServerArea: ServerArea = {
  id: "commerce",
  routes: (deps) => {
    const router = new Hono<AppEnv>();
    guardPaths(router, COMMERCE_PATHS, requireSession(deps), requireArea("commerce"));
    router.route("/", commerceRoutes(deps));
    return router;
  },
  demoSeed: (db, _fileStore, now) => seedCommerceDemo(db, now),
};
