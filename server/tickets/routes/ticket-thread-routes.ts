import { Hono } from "hono";
import { IDEMPOTENCY_KEY_HEADER } from "../../../core/idempotency/idempotency-key";
import { validateReplyMessage } from "../../../core/tickets/ticket-draft";
import {
  DeleteTicketFilePayload,
  FilesSavePayload,
  ThreadMessagePayload,
  ThreadMessageResult,
  ThreadUpdatePayload,
} from "../../../core/tickets/ticket-wire";
import { requireIdempotencyKey } from "../../services/idempotency/run-idempotent";
import {
  attachFilesToMessage,
  deleteTicketFile,
  replyToTicket,
  updateTicketStatus,
} from "../services/tickets/ticket-thread";
import { Invalid } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { describeRoute } from "../../http/openapi/route-doc";
import { FileRelationIds, SuccessAnswer, TicketStatusResult } from "../../../core/tickets/ticket-answers";
import { jsonBody } from "../../http/validate";
import { idempotentJson } from "../../http/idempotent-json";

/** The conversation of a v2 ticket: replies, status changes, files on a message, removing a file. */
export function ticketThreadRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const store = deps.fileStore;

  app.post(
    "/v2/tickets/thread",
    describeRoute({
      summary: "Add a message to a ticket (header Idempotency-Key), with files uploaded before it",
      tag: "tickets",
      auth: "bearer",
      success: { status: 201, schema: ThreadMessageResult },
      errors: [400, 401, 403, 404, 409, 422],
    }),
    jsonBody(ThreadMessagePayload),
    async (c) => {
      const key = requireIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
      const payload = c.req.valid("json");
      const limits = deps.config.ticketLimits;
      const [invalid] = validateReplyMessage(payload.message, limits);
      if (invalid !== undefined) throw new Invalid(invalid);
      const answer = await replyToTicket(deps.db, {
        user: c.var.session.user,
        key,
        payload,
        limits,
        publicUrl: deps.config.publicUrl,
        now: deps.now(),
      });
      return idempotentJson(c, answer);
    },
  );

  app.post(
    "/v2/tickets/thread/update",
    describeRoute({
      summary: "Change a ticket's status (e.g. resolve), with an optional resolution message",
      tag: "tickets",
      auth: "bearer",
      success: { status: 200, schema: TicketStatusResult },
      errors: [401, 403, 404, 422],
    }),
    jsonBody(ThreadUpdatePayload),
    async (c) => {
      const payload = c.req.valid("json");
      const resolution = payload.resolution?.trim() ?? "";
      if (resolution !== "") {
        const [invalid] = validateReplyMessage(resolution, deps.config.ticketLimits);
        if (invalid !== undefined) throw new Invalid(invalid);
      }
      return c.json(
        await updateTicketStatus(deps.db, {
          user: c.var.session.user,
          ticketId: payload.ticket_id,
          lastStatus: payload.last_status,
          resolution,
          publicUrl: deps.config.publicUrl,
          now: deps.now(),
        }),
      );
    },
  );

  // The spec names this call twice: `files/save` among the v2 paths and `saveFiles` among the
  // others. One handler under both names, so the two cannot drift apart (docs/decisions.md).
  for (const [path, summary] of [
    ["/v2/files/save", "Attach files uploaded after a message to that message"],
    [
      "/saveFiles",
      "Attach files uploaded after a message to that message (the spec's other name of v2/files/save)",
    ],
  ] as const)
    app.post(
      path,
      describeRoute({
        summary,
        tag: "tickets",
        auth: "bearer",
        success: { status: 201, schema: FileRelationIds },
        errors: [401, 403, 404, 422],
      }),
      jsonBody(FilesSavePayload),
      async (c) =>
        c.json(
          await attachFilesToMessage(deps.db, {
            user: c.var.session.user,
            payload: c.req.valid("json"),
            limits: deps.config.ticketLimits,
            now: deps.now(),
          }),
          201,
        ),
    );

  app.post(
    "/deleteTicketFile",
    describeRoute({
      summary: "Remove a file from a ticket (its uploader only); already removed is success",
      tag: "tickets",
      auth: "bearer",
      success: { status: 200, schema: SuccessAnswer },
      errors: [401, 403, 404, 422],
    }),
    jsonBody(DeleteTicketFilePayload),
    async (c) => {
      const payload = c.req.valid("json");
      await deleteTicketFile(deps.db, store, {
        user: c.var.session.user,
        ticketId: payload.ticket_id,
        fileRelationId: payload.file_relation_id,
      });
      return c.json({ status: "success" });
    },
  );

  return app;
}
