import { Hono } from "hono";
import type { AppEnv } from "../http/app-deps";
import { requireSession } from "../http/middleware/require-session";
import { guardPaths } from "../http/route-guards";
import type { ServerArea } from "../http/server-area";
import { requireSchedulingRight } from "./routes/require-scheduling-right";
import { meetingRoutes } from "./routes/meeting-routes";

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
};
