import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { and, asc, eq, ne } from "drizzle-orm";
import * as Schema from "effect/Schema";
import { canActAs } from "../../../core/permissions/header-rules";
import { TokenData } from "../../../core/schemas/token-data";
import { users } from "../../db/schema/users";
import { recordActivity } from "../../services/activity/record-activity";
import { startSession } from "../services/session/start-session";
import { Forbidden, Invalid, NotFound } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { clientIp } from "../../http/client-ip";
import { describeRoute } from "../../http/openapi/route-doc";
import { Employee } from "../../../core/schemas/employee";
import { ActAsRequest } from "../wire/session-wire";
import { jsonBody } from "../../http/validate";

/** Acting as an employee (spec: user id 1 only, core/permissions' canActAs). */
export function actingAsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // Before the body is validated: a caller who may not act as anyone gets 403 whatever it sends.
  const actingAsUserOnly = createMiddleware<AppEnv>(async (c, next) => {
    if (!canActAs(c.var.session.user)) throw new Forbidden("b2b_forbidden");
    await next();
  });

  app.get(
    "/employees",
    describeRoute({
      summary: "Employees user 1 may act as",
      tag: "acting-as",
      auth: "bearer",
      success: { status: 200, schema: Schema.Array(Employee) },
      errors: [401, 403],
    }),
    async (c) => {
      const { user } = c.var.session;
      if (!canActAs(user)) throw new Forbidden("b2b_forbidden");
      const rows = await deps.db
        .select({
          id: users.id,
          f_name: users.fName,
          l_name: users.lName,
          phone: users.phone,
          mobile: users.mobile,
        })
        .from(users)
        .where(and(ne(users.id, user.id), eq(users.status, "active")))
        .orderBy(asc(users.lName), asc(users.fName));
      return c.json(rows);
    },
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
      const [target] = await deps.db
        .select()
        .from(users)
        .where(and(eq(users.id, user_id), eq(users.status, "active")));
      if (target === undefined) throw new NotFound("b2b_user_not_found");
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
