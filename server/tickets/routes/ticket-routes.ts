import { fieldErrorsResponse } from "../../http/field-errors";
import { Hono } from "hono";
import * as Schema from "effect/Schema";
import { IdFromString } from "../../../core/schemas/ids";
import { IDEMPOTENCY_KEY_HEADER } from "../../../core/idempotency/idempotency-key";
import { parseTicketListQuery } from "../../../core/tickets/ticket-list-query";
import { validateTicketDraft } from "../../../core/tickets/ticket-draft";
import { TicketEmailsPayload, TicketLinkPayload, TicketSavePayload } from "../../../core/tickets/ticket-wire";
import { TicketSaveResult } from "../../../core/tickets/ticket-v2";
import { requireIdempotencyKey } from "../../services/idempotency/run-idempotent";
import { idempotentJson } from "../../http/idempotent-json";
import { canSeeLocation, requireLocation, visibleTicket } from "../services/tickets/ticket-access";
import { sendTicketEmails } from "../services/tickets/ticket-emails";
import { confirmTicketFiles } from "../services/tickets/ticket-link";
import { listTicketsV2, ticketDetail, ticketInfo } from "../services/tickets/ticket-reads";
import { saveTicket } from "../services/tickets/ticket-save";
import { Forbidden, Invalid, Malformed } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { serverTiming } from "../../http/middleware/server-timing";
import { describeRoute } from "../../http/openapi/route-doc";
import { requestLanguage } from "../../http/request-language";
import {
  SuccessAnswer,
  TicketInfo,
  TicketLinkResult,
  TicketListParams,
  TicketV2Detail,
  TicketV2Page,
} from "../../../core/tickets/ticket-answers";
import { jsonBody, pathParams, queryParams } from "../../http/validate";

/**
 * The v2 ticket list, detail and message, and the save in three calls: POST v2/tickets, the second
 * call POST saveTicketFiles, POST sendTicketEmailsAfterSave (docs/api-tickets.md).
 */
export function ticketRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  // Registered before the detail: `v2/tickets/location/5` also fits `v2/tickets/:location_id/:ticket_id`.
  app.get(
    "/v2/tickets/location/:location_id",
    describeRoute({
      summary: "A store's v2 tickets, newest first, in keyset pages (status=all|resolved, cursor, limit)",
      tag: "tickets",
      auth: "bearer",
      success: { status: 200, schema: TicketV2Page },
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
      return c.json(await listTicketsV2(deps.db, locationId, parsed.query, requestLanguage(c)));
    },
  );

  app.get(
    "/v2/tickets/:location_id/:ticket_id",
    describeRoute({
      summary: "Ticket detail by location and ticket id, with its conversation and files",
      tag: "tickets",
      auth: "bearer",
      success: { status: 200, schema: TicketV2Detail },
      errors: [401, 403, 404],
    }),
    serverTiming(),
    pathParams(Schema.Struct({ location_id: IdFromString, ticket_id: IdFromString })),
    async (c) => {
      const { location_id: locationId, ticket_id: ticketId } = c.req.valid("param");
      const ticket = await visibleTicket(deps.db, c.var.session.user, ticketId, locationId);
      return c.json(
        await ticketDetail(deps.db, ticket, {
          language: requestLanguage(c),
          secret: deps.signingSecret,
          now: deps.now(),
          viewerId: c.var.session.user.id,
        }),
      );
    },
  );

  app.get(
    "/tickets/info/:ticket_id/:comm_id",
    describeRoute({
      summary: "Ticket info with two ids: one message of a ticket and the files attached to it",
      tag: "tickets",
      auth: "bearer",
      success: { status: 200, schema: TicketInfo },
      errors: [401, 403, 404],
    }),
    pathParams(Schema.Struct({ ticket_id: IdFromString, comm_id: IdFromString })),
    async (c) => {
      const { ticket_id: ticketId, comm_id: commId } = c.req.valid("param");
      const ticket = await visibleTicket(deps.db, c.var.session.user, ticketId);
      return c.json(
        await ticketInfo(deps.db, ticket, commId, {
          secret: deps.signingSecret,
          now: deps.now(),
          viewerId: c.var.session.user.id,
        }),
      );
    },
  );

  app.post(
    "/v2/tickets",
    describeRoute({
      summary: "Save ticket (v2), header Idempotency-Key; the second call is saveTicketFiles",
      tag: "tickets",
      auth: "bearer",
      success: { status: 201, schema: TicketSaveResult },
      errors: [400, 401, 403, 409, 422],
    }),
    jsonBody(TicketSavePayload),
    async (c) => {
      const key = requireIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
      const payload = c.req.valid("json");
      const limits = deps.config.ticketLimits;
      if (payload.file_ids.length > limits.attachmentMaxCount)
        throw new Invalid("b2b_ticket_attachments_too_many");
      // The uploads were checked one by one when they came; here only the form's fields.
      const { attachments: _uploaded, ...errors } = validateTicketDraft(
        { ...payload, attachments: [] },
        limits,
      );
      if (Object.values(errors).some((keys) => keys.length > 0)) return fieldErrorsResponse(c, errors);
      const { user } = c.var.session;
      await requireLocation(deps.db, user, payload.location_id);
      return idempotentJson(c, await saveTicket(deps.db, { user, key, payload, limits, now: deps.now() }));
    },
  );

  app.post(
    "/saveTicketFiles",
    describeRoute({
      summary: "The second call of a save: confirms the file relations and tasks the save prepared",
      tag: "tickets",
      auth: "bearer",
      success: { status: 200, schema: TicketLinkResult },
      errors: [401, 403, 404, 422],
    }),
    jsonBody(TicketLinkPayload),
    async (c) =>
      c.json(
        await confirmTicketFiles(deps.db, {
          user: c.var.session.user,
          payload: c.req.valid("json"),
          now: deps.now(),
        }),
      ),
  );

  app.post(
    "/sendTicketEmailsAfterSave",
    describeRoute({
      summary: "Notices of a new ticket to the store and to head office, once per ticket",
      tag: "tickets",
      auth: "bearer",
      success: { status: 202, schema: SuccessAnswer },
      errors: [401, 403, 404, 422],
    }),
    jsonBody(TicketEmailsPayload),
    async (c) => {
      await sendTicketEmails(deps.db, {
        user: c.var.session.user,
        ticketId: c.req.valid("json").ticket_id,
        publicUrl: deps.config.publicUrl,
        now: deps.now(),
      });
      return c.json({ status: "success" }, 202);
    },
  );

  return app;
}
