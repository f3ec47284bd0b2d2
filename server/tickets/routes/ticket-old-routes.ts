import { Hono } from "hono";
import * as Schema from "effect/Schema";
import { IdFromString } from "../../../core/schemas/ids";
import { TICKET_PRIORITY } from "../../../core/constants/ticket-constants";
import { TicketOld, TicketThreadEntry } from "../../../core/tickets/ticket-old";
import { IDEMPOTENCY_KEY_HEADER } from "../../../core/idempotency/idempotency-key";
import { validateReplyMessage, validateTicketDraft } from "../../../core/tickets/ticket-draft";
import { parseTicketListQuery } from "../../../core/tickets/ticket-list-query";
import { OldThreadMessagePayload, OldTicketPayload } from "../../../core/tickets/ticket-wire";
import { readIdempotencyKey } from "../../services/idempotency/run-idempotent";
import { canSeeLocation, requireLocation } from "../services/tickets/ticket-access";
import {
  addOldThreadMessage,
  createOldTicket,
  listTicketsOld,
  oldTicketDetail,
} from "../services/tickets/tickets-old";
import { Forbidden, Invalid, Malformed } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { serverTiming } from "../../http/middleware/server-timing";
import { describeRoute } from "../../http/openapi/route-doc";
import { CreatedTicket, TicketListParams, TicketOldPage } from "../../../core/tickets/ticket-answers";
import { jsonBody, pathParams, queryParams } from "../../http/validate";
import { fieldErrorsResponse } from "../../http/field-errors";
import { idempotentJson } from "../../http/idempotent-json";

/** The older ticket form (tickets_old screens): list, detail, new ticket, thread message. */
export function ticketOldRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    "/tickets_old/location/:location_id",
    describeRoute({
      summary: "A store's older-form tickets, newest first, in keyset pages (status=all|resolved)",
      tag: "tickets",
      auth: "bearer",
      success: { status: 200, schema: TicketOldPage },
      errors: [400, 401, 403, 422],
    }),
    serverTiming(),
    queryParams(TicketListParams),
    // A malformed store id is refused like a store outside the user's stores.
    pathParams(Schema.Struct({ location_id: IdFromString }), { status: 403, key: "b2b_forbidden" }),
    async (c) => {
      const parsed = parseTicketListQuery(c.req.valid("query"));
      if (!parsed.ok) throw new Malformed(parsed.message);
      const { location_id: locationId } = c.req.valid("param");
      if (!(await canSeeLocation(deps.db, c.var.session.user, locationId)))
        throw new Forbidden("b2b_forbidden");
      return c.json(await listTicketsOld(deps.db, locationId, parsed.query));
    },
  );

  app.get(
    "/tickets_old/:ticket_id",
    describeRoute({
      summary: "Tickets by id: an older-form ticket with its thread",
      tag: "tickets",
      auth: "bearer",
      success: { status: 200, schema: TicketOld },
      errors: [401, 403, 404],
    }),
    pathParams(Schema.Struct({ ticket_id: IdFromString })),
    async (c) => {
      const { ticket_id: ticketId } = c.req.valid("param");
      return c.json(await oldTicketDetail(deps.db, c.var.session.user, ticketId));
    },
  );

  app.post(
    "/tickets_old",
    describeRoute({
      summary: "A new older-form ticket (priority 3, 4 or 5), optional Idempotency-Key",
      tag: "tickets",
      auth: "bearer",
      success: { status: 201, schema: CreatedTicket },
      errors: [400, 401, 403, 409, 422],
    }),
    jsonBody(OldTicketPayload),
    async (c) => {
      const key = readIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
      const payload = c.req.valid("json");
      // The older form has the v2 form's title and message rules; its other fields are not v2's,
      // so only those two results are kept.
      const { title, message } = validateTicketDraft(
        {
          ...payload,
          category_id: 0,
          contact_id: 0,
          complaint_type_id: null,
          priority: TICKET_PRIORITY.medium,
        },
        deps.config.ticketLimits,
      );
      if (title.length > 0 || message.length > 0) return fieldErrorsResponse(c, { title, message });
      const { user } = c.var.session;
      await requireLocation(deps.db, user, payload.location_id);
      return idempotentJson(c, await createOldTicket(deps.db, { user, key, payload, now: deps.now() }));
    },
  );

  app.post(
    "/saveThreadMessage",
    describeRoute({
      summary: "A message on an older-form ticket, optional Idempotency-Key",
      tag: "tickets",
      auth: "bearer",
      success: { status: 201, schema: TicketThreadEntry },
      errors: [400, 401, 403, 404, 409, 422],
    }),
    jsonBody(OldThreadMessagePayload),
    async (c) => {
      const key = readIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
      const payload = c.req.valid("json");
      const [invalid] = validateReplyMessage(payload.message, deps.config.ticketLimits);
      if (invalid !== undefined) throw new Invalid(invalid);
      const answer = await addOldThreadMessage(deps.db, {
        user: c.var.session.user,
        key,
        payload,
        publicUrl: deps.config.publicUrl,
        now: deps.now(),
      });
      return idempotentJson(c, answer);
    },
  );

  return app;
}
