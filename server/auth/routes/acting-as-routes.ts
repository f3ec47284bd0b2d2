import { Hono } from "hono";
import * as Schema from "effect/Schema";
import { canActAs } from "../../../core/permissions/header-rules";
import { TokenData } from "../../../core/schemas/token-data";
import { recordActivity } from "../../services/activity/record-activity";
import { activeUserToActAs, employeesToActAs } from "../services/session/acting-as-targets";
import { startSession } from "../services/session/start-session";
import { Invalid } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { clientIp } from "../../http/client-ip";
import { describeRoute } from "../../http/openapi/route-doc";
import { requireRight } from "../../http/middleware/require-right";
import { Employee } from "../../../core/schemas/employee";
import { ActAsRequest } from "../wire/session-wire";
import { jsonBody } from "../../http/validate";

/** Acting as an employee (spec: user id 1 only, core/permissions' canActAs). */
export function actingAsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // Before the body is validated: a caller who may not act as anyone gets 403 whatever it sends.
  const actingAsUserOnly = requireRight(({ user }) => canActAs(user));

  app.get(
    "/employees",
    describeRoute({
      summary: "Employees user 1 may act as",
      tag: "acting-as",
      auth: "bearer",
      success: { status: 200, schema: Schema.Array(Employee) },
      errors: [401, 403],
    }),
    actingAsUserOnly,
    async (c) => c.json(await employeesToActAs(deps.db, c.var.session.user.id)),
  );

  app.post(
    "/auth/act-as",
    describeRoute({
      summary: "Tokens of a new session as the chosen employee, linked to the caller's session",
      tag: "acting-as",
      auth: "bearer",
      success: { status: 200, schema: TokenData },
      errors: [400, 401, 403, 404, 422],
    }),
    actingAsUserOnly,
    jsonBody(ActAsRequest),
    async (c) => {
      const master = c.var.session;
      const { user_id } = c.req.valid("json");
      if (user_id === master.user.id) throw new Invalid("b2b_invalid_input");
      const target = await activeUserToActAs(deps.db, user_id);
      const now = deps.now();
      const tokens = await startSession(
        { db: deps.db, tokens: deps.tokens, now, refreshTtlSeconds: deps.config.refreshTokenTtlSeconds },
        target,
        master.sessionId,
      );
      // Every use is written down: who acted as whom, from which session.
      await recordActivity(deps.db, {
        contactId: master.user.id,
        status: "act_as",
        ip: clientIp(c, deps.config.trustProxy),
        now,
        detail: {
          target_user_id: target.id,
          master_session_id: master.sessionId,
          session_id: tokens.sessionId,
        },
      });
      return c.json({ access_token: tokens.access_token, refresh_token: tokens.refresh_token });
    },
  );

  return app;
}
