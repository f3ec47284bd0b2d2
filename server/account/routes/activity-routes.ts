import { Hono } from "hono";
import * as Schema from "effect/Schema";
import { decodeKeysetCursor, readPageLimit } from "../../../core/account/account-page";
import { ActivityPage, CommPage, ConfirmBody, SessionsEndedAnswer } from "../../../core/account/account-wire";
import { Invalid } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { clientIp } from "../../http/client-ip";
import { describeRoute } from "../../http/openapi/route-doc";
import { jsonBody, queryParams } from "../../http/validate";
import { recordActivity } from "../../services/activity/record-activity";
import { activityPage } from "../services/activity-log";
import { communicationPage } from "../services/communication-log";
import { endOtherSessions } from "../services/session-ends";
import { deviceOf } from "./device";
import { serverTiming } from "../../http/middleware/server-timing";

/** `?cursor=&limit=` of the account lists. */
export const PageQuery = Schema.Struct({
  cursor: Schema.optional(Schema.String.check(Schema.isMaxLength(40))),
  limit: Schema.optional(Schema.String.check(Schema.isMaxLength(8))),
});

/** Reads a page query, or undefined when the cursor or limit is not one of ours (422). */
export function readPage(query: typeof PageQuery.Type) {
  const after = query.cursor === undefined ? undefined : decodeKeysetCursor(query.cursor);
  const limit = readPageLimit(query.limit);
  if ((query.cursor !== undefined && after === undefined) || limit === undefined) return undefined;
  return { after, limit };
}

/** /activity: the caller's security log, the messages sent to them, and "sign out everywhere". */
export function activityRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    "/v2/logs",
    describeRoute({
      summary:
        "The caller's activity log (sign-ins, changes; with time, address, device), newest first, keyset pages",
      tag: "account",
      auth: "bearer",
      success: { status: 200, schema: ActivityPage },
      errors: [401, 403, 422],
    }),
    serverTiming(),
    queryParams(PageQuery),
    async (c) => {
      const page = readPage(c.req.valid("query"));
      if (page === undefined) throw new Invalid("b2b_invalid_input");
      return c.json(await activityPage(deps.db, c.var.session.user.id, page.after, page.limit));
    },
  );

  app.get(
    "/v2/comm",
    describeRoute({
      summary:
        "The communication log: e-mails and SMS sent to the caller (codes and links masked), newest first",
      tag: "account",
      auth: "bearer",
      success: { status: 200, schema: CommPage },
      errors: [401, 403, 422],
    }),
    serverTiming(),
    queryParams(PageQuery),
    async (c) => {
      const page = readPage(c.req.valid("query"));
      if (page === undefined) throw new Invalid("b2b_invalid_input");
      return c.json(await communicationPage(deps.db, c.var.session.user, page.after, page.limit));
    },
  );

  app.post(
    "/v2/logs/logout-everywhere",
    describeRoute({
      summary:
        "Sign out everywhere else (body { confirm: true }): ends every other session of the caller (this one stays)",
      tag: "account",
      auth: "bearer",
      success: { status: 200, schema: SessionsEndedAnswer },
      errors: [401, 403, 422],
    }),
    jsonBody(ConfirmBody),
    async (c) => {
      const { user, sessionId } = c.var.session;
      const now = deps.now();
      const ended = await endOtherSessions(deps.db, user.id, sessionId, now);
      await recordActivity(deps.db, {
        contactId: user.id,
        status: "signed_out_everywhere",
        ip: clientIp(c, deps.config.trustProxy),
        now,
        detail: { device: deviceOf(c), ended_sessions: ended },
      });
      return c.json({
        status: "success" as const,
        message: "b2b_signed_out_everywhere",
        ended_sessions: ended,
      });
    },
  );

  return app;
}
