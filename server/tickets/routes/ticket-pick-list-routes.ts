import { Hono } from "hono";
import * as Schema from "effect/Schema";
import { ticketLimitsToWire } from "../../../core/tickets/ticket-limits";
import { ComplaintType, TicketCategory, TicketContact } from "../../../core/tickets/ticket-wire";
import { requireLocation } from "../services/tickets/ticket-access";
import {
  complaintTypesList,
  contactsList,
  ticketCategoriesList,
} from "../services/tickets/ticket-pick-lists";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { serverTiming } from "../../http/middleware/server-timing";
import { describeRoute } from "../../http/openapi/route-doc";
import { requestLanguage } from "../../http/request-language";
import { ComplaintTypesQuery, ContactsQuery, TicketLimitsAnswer } from "../../../core/tickets/ticket-answers";
import { queryParams } from "../../http/validate";

/** What the new-ticket form picks from: categories ("ticket types"), complaint types, contacts, limits. */
export function ticketPickListRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    "/v2/tickets/type",
    describeRoute({
      summary: "Ticket types: the categories of the new-ticket form",
      tag: "tickets",
      auth: "bearer",
      success: { status: 200, schema: Schema.Array(TicketCategory) },
      errors: [401, 403],
    }),
    async (c) => c.json(await ticketCategoriesList(deps.db, requestLanguage(c))),
  );

  app.get(
    "/v2/tickets/complaint-types",
    describeRoute({
      summary: "Complaint types of a category (all without category_id)",
      tag: "tickets",
      auth: "bearer",
      success: { status: 200, schema: Schema.Array(ComplaintType) },
      errors: [401, 403, 422],
    }),
    queryParams(ComplaintTypesQuery),
    async (c) =>
      c.json(await complaintTypesList(deps.db, requestLanguage(c), c.req.valid("query").category_id)),
  );

  app.get(
    "/contacts", // the spec's `contacts/`: a trailing slash is routed without it (server/http/routing-path.ts)
    describeRoute({
      summary: "The people a ticket of the store can be addressed to",
      tag: "tickets",
      auth: "bearer",
      success: { status: 200, schema: Schema.Array(TicketContact) },
      errors: [401, 403, 422],
    }),
    queryParams(ContactsQuery),
    async (c) => {
      const { location_id } = c.req.valid("query");
      await requireLocation(deps.db, c.var.session.user, location_id);
      return c.json(await contactsList(deps.db, location_id));
    },
  );

  app.get(
    "/v2/tickets/limits",
    describeRoute({
      summary: "The limits the server applies to tickets and attachments",
      tag: "tickets",
      auth: "bearer",
      success: { status: 200, schema: TicketLimitsAnswer },
      errors: [401, 403],
    }),
    // Timed too: the tickets benchmark's baseline (a session check and nothing else).
    serverTiming(),
    (c) => c.json(ticketLimitsToWire(deps.config.ticketLimits)),
  );

  return app;
}
