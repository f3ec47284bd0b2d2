import { Hono } from "hono";
import type { AppEnv } from "../http/app-deps";
import { requireArea } from "../http/middleware/require-area";
import { requireSession } from "../http/middleware/require-session";
import { guardPaths } from "../http/route-guards";
import type { ServerArea } from "../http/server-area";
import { fileRoutes } from "./routes/file-routes";
import { ticketOldRoutes } from "./routes/ticket-old-routes";
import { ticketPickListRoutes } from "./routes/ticket-pick-list-routes";
import { ticketQueueRoutes } from "./routes/ticket-queue-routes";
import { ticketRoutes } from "./routes/ticket-routes";
import { ticketThreadRoutes } from "./routes/ticket-thread-routes";
import { ticketSearchSource } from "./services/search/ticket-search-source";
import { baseTickets } from "./services/tickets/base-tickets";
import { seedTicketsDemo } from "./seed/tickets-demo";

/**
 * The spec's ticket call paths that need a session and the tickets area. Every ticket route but the
 * signed attachment download (`GET v2/files/{file_id}`, which carries its own signature).
 */
const TICKET_PATHS = [
  "/v2/tickets/*",
  "/tickets/*",
  "/tickets_old/*",
  "/contacts/*",
  "/saveTicketFiles",
  "/sendTicketEmailsAfterSave",
  "/saveThreadMessage",
  "/deleteTicketFile",
  "/v2/files",
  "/v2/files/save",
  "/saveFiles",
];

/** Support tickets: lists, detail, new ticket, thread, the older form, attachments; base load's `tickets`. */
export const ticketsServerArea: ServerArea = {
  id: "tickets",
  routes: (deps) => {
    const router = new Hono<AppEnv>();
    guardPaths(router, TICKET_PATHS, requireSession(deps), requireArea("tickets"));
    for (const routes of [
      // First: its paths also fit the detail's `v2/tickets/:location_id/:ticket_id`.
      ticketQueueRoutes,
      ticketRoutes,
      ticketPickListRoutes,
      ticketThreadRoutes,
      ticketOldRoutes,
      fileRoutes,
    ])
      router.route("/", routes(deps));
    return router;
  },
  uploads: (config) => ({
    "/v2/files": {
      fileMaxBytes: config.ticketLimits.attachmentMaxBytes,
      tooLargeKey: "b2b_ticket_attachment_too_large",
    },
  }),
  baseLoad: async (deps, { session, storeId, language }) => ({
    tickets: await baseTickets(deps.db, session.permission, storeId, language),
  }),
  searchSources: [ticketSearchSource],
  demoSeed: (db, fileStore, now) => seedTicketsDemo(db, fileStore, now),
  // Head office's ticket queue: the tickets area's roles, and only with the every-store grant.
  recordRules: {
    "GET /v2/tickets/queue": (a) => !a.allStores,
    "GET /v2/tickets/queue/filters": (a) => !a.allStores,
  },
};
