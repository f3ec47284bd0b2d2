import { Hono } from "hono";
import type { AppEnv } from "../http/app-deps";
import { requireArea } from "../http/middleware/require-area";
import { requireSession } from "../http/middleware/require-session";
import { guardPaths } from "../http/route-guards";
import type { ServerArea } from "../http/server-area";
import { activityRoutes } from "./routes/activity-routes";
import { fileListRoutes } from "./routes/file-list-routes";
import { settingsRoutes } from "./routes/settings-routes";
import { AVATAR_MAX_BYTES } from "./services/avatar-upload";
import { filesSearchSource } from "./services/search/files-search-source";
import { seedAccountDemo } from "./seed/account-demo";

/** Exact paths: auth owns v2/logs/logout and user/me beside them. */
const ACTIVITY_PATHS = ["/v2/logs", "/v2/logs/logout-everywhere", "/v2/comm"];
const FILES_PATHS = ["/files"];
const SETTINGS_PATHS = [
  "/updateUserExtraDetails",
  "/user/password",
  "/user/avatar",
  "/user/preferences",
  "/disableUserAccess",
];

/**
 * The account entry: /activity, /files, /settings (spec 2; each path guarded by its own area row).
 * The files of /files are searched (searchSources).
 */
export const accountServerArea: ServerArea = {
  id: "account",
  routes: (deps) => {
    const router = new Hono<AppEnv>();
    guardPaths(router, ACTIVITY_PATHS, requireSession(deps), requireArea("activity"));
    guardPaths(router, FILES_PATHS, requireSession(deps), requireArea("files"));
    guardPaths(router, SETTINGS_PATHS, requireSession(deps), requireArea("settings"));
    for (const routes of [activityRoutes, fileListRoutes, settingsRoutes]) router.route("/", routes(deps));
    return router;
  },
  searchSources: [filesSearchSource],
  uploads: () => ({
    "/user/avatar": { fileMaxBytes: AVATAR_MAX_BYTES, tooLargeKey: "b2b_avatar_too_large" },
  }),
  demoSeed: (db, fileStore, now) => seedAccountDemo(db, fileStore, now),
};
