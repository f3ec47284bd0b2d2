import { lazy } from "react";
import type { FeatureScreens } from "../../platform/feature-screens";

const listRoute = (name: "TicketsRoute" | "OldTicketsRoute") =>
  lazy(() => import("./ticket-list-routes").then((m) => ({ default: m[name] })));
const detailRoute = (name: "TicketDetailRoute" | "OldTicketDetailRoute") =>
  lazy(() => import("./ticket-detail-routes").then((m) => ({ default: m[name] })));
const newRoute = (name: "NewTicketRoute" | "NewOldTicketRoute") =>
  lazy(() => import("./new-ticket-routes").then((m) => ({ default: m[name] })));

/** The tickets area's screens (core/tickets/tickets.area.ts), both forms. */
export const screens: FeatureScreens = {
  "/tickets": listRoute("TicketsRoute"),
  "/tickets_old": listRoute("OldTicketsRoute"),
  "/tickets/:id": detailRoute("TicketDetailRoute"),
  "/tickets_old/:id": detailRoute("OldTicketDetailRoute"),
  "/new_ticket": newRoute("NewTicketRoute"),
  "/new_ticket_old": newRoute("NewOldTicketRoute"),
};
