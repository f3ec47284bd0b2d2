import { createMiddleware } from "hono/factory";
import { mayScheduleMeetings } from "../../../core/calendar/meeting-scheduling";
import { errorResponse } from "../../http/api-error";
import type { AppEnv } from "../../http/app-deps";

/** After requireSession: only head office (core/calendar/meeting-scheduling.ts) schedules; others 403. */
export function requireSchedulingRight() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { permission, user } = c.var.session;
    if (!mayScheduleMeetings(permission, user)) return errorResponse(c, 403, "b2b_forbidden");
    await next();
  });
}
