import { Hono } from "hono";
import * as Schema from "effect/Schema";
import { seesEveryStore } from "../../../core/permissions/store-scope";
import { ComplianceRows, IsoDate } from "../../../core/store-operations/store-operations-wire";
import { parseIsoDate } from "../../../core/store-operations/compliance-state";
import { Invalid } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { describeRoute } from "../../http/openapi/route-doc";
import { requireRight } from "../../http/middleware/require-right";
import { jsonBody } from "../../http/validate";
import { complianceOverview } from "../services/compliance-overview";
import { sendDueReminders } from "../services/compliance-reminders";

/**
 * Head office's table of every store's expiring licences and overdue maintenance: for holders of
 * the explicit every-store grant (core/permissions/store-scope.ts), nobody else.
 */
export function complianceRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    "/compliance/overview",
    describeRoute({
      summary: "Head office: every store's licences and services that are overdue or due within 30 days",
      tag: "store-operations",
      auth: "bearer",
      success: { status: 200, schema: ComplianceRows },
      errors: [401, 403],
    }),
    requireRight(({ user }) => seesEveryStore(user)),
    async (c) => c.json(await complianceOverview(deps.db, deps.now())),
  );

  return app;
}

/**
 * Demo mode only, from this machine only: run the reminder sweep now as of the day given (so a
 * browser test sees "30 days before" without waiting a month). The day is required, in a JSON body
 * (the demo tools' rule for writes, server/http/middleware/demo-tools-guard.ts): a request without
 * one changes nothing.
 */
export function reminderDevRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.post(
    "/dev/reminders/run",
    describeRoute({
      summary:
        "Demo mode only, from this machine only (Host localhost, 127.0.0.1 or [::1]): send the reminders due on as_of (JSON body, YYYY-MM-DD)",
      tag: "demo",
      auth: "none",
      success: { status: 200, schema: Schema.Struct({ queued: Schema.Int }) },
      errors: [400, 404, 415, 422],
    }),
    jsonBody(Schema.Struct({ as_of: IsoDate })),
    async (c) => {
      const day = parseIsoDate(c.req.valid("json").as_of);
      if (day === undefined) throw new Invalid("b2b_invalid_input");
      // Noon in Athens of the day given, so the group's "today" is that day whatever the offset.
      const now = new Date(`${day.toString()}T10:00:00Z`);
      return c.json({ queued: await sendDueReminders(deps.db, { now, publicUrl: deps.config.publicUrl }) });
    },
  );
  return app;
}
