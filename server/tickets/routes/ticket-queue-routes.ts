import { Hono } from "hono";
import { parseTicketQueueQuery } from "../../../core/tickets/ticket-queue-query";
import {
  TicketQueueFilterChoices,
  TicketQueuePage,
  TicketQueueParams,
} from "../../../core/tickets/ticket-queue-answers";
import { listTicketQueue, ticketQueueFilterChoices } from "../services/tickets/ticket-queue";
import { Malformed } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { serverTiming } from "../../http/middleware/server-timing";
import { describeRoute } from "../../http/openapi/route-doc";
import { requestLanguage } from "../../http/request-language";
import { queryParams } from "../../http/validate";

/**
 * Head office's queue of every store's tickets (issue 20, item 7; docs/decisions.md). Mounted before
 * the ticket routes: `v2/tickets/queue/filters` also fits `v2/tickets/:location_id/:ticket_id`.
 */
export function ticketQueueRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    "/v2/tickets/queue",
    describeRoute({
      summary:
        "Every store's v2 tickets for holders of the every-store grant, newest first, in keyset pages (status=unresolved|1|2|3, priority, location_id, category_id, cursor, limit)",
      tag: "tickets",
      auth: "bearer",
      success: { status: 200, schema: TicketQueuePage },
      errors: [400, 401, 403],
    }),
    serverTiming(),
    queryParams(TicketQueueParams),
    async (c) => {
      const parsed = parseTicketQueueQuery(c.req.valid("query"));
      if (!parsed.ok) throw new Malformed(parsed.message);
      return c.json(await listTicketQueue(deps.db, c.var.session.user, parsed.query, requestLanguage(c)));
    },
  );

  app.get(
    "/v2/tickets/queue/filters",
    describeRoute({
      summary: "The stores and categories head office's queue filters by (every-store grant only)",
      tag: "tickets",
      auth: "bearer",
      success: { status: 200, schema: TicketQueueFilterChoices },
      errors: [401, 403],
    }),
    async (c) => c.json(await ticketQueueFilterChoices(deps.db, c.var.session.user, requestLanguage(c))),
  );

  return app;
}
