import { Hono } from "hono";
import type { AppEnv } from "../http/app-deps";
import { requireSession } from "../http/middleware/require-session";
import { guardPaths } from "../http/route-guards";
import type { ServerArea } from "../http/server-area";
import { requireSchedulingRight } from "./routes/require-scheduling-right";
import { meetingRoutes } from "./routes/meeting-routes";
import { mayScheduleMeetings } from "../../core/calendar/meeting-scheduling";
import { permissionSessionOf } from "../http/record-rules";
import { seedCalendarDemo } from "./seed/calendar-demo";

/** Meetings: reading them is everyone's (their own), scheduling is head office's every-store grant. */
export const calendarServerArea: ServerArea = {
  id: "calendar",
  routes: (deps) => {
    const router = new Hono<AppEnv>();
    // The spec gives the meeting routes no role list: a login; each person sees their own meetings.
    guardPaths(router, ["/meetings", "/v2/events"], requireSession(deps));
    guardPaths(router, ["/meetings/schedule"], requireSession(deps), requireSchedulingRight());
    router.route("/", meetingRoutes(deps));
    return router;
  },
  demoSeed: (db, _fileStore, now) => seedCalendarDemo(db, now),
  // Scheduling meetings: head office's every-store grant (core/calendar/meeting-scheduling.ts).
  recordRules: { "POST /meetings/schedule": (a) => !mayScheduleMeetings(permissionSessionOf(a), a) },
};
