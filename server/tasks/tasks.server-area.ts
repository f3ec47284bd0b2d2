import { Hono } from "hono";
import { Temporal } from "temporal-polyfill";
import { portalToday } from "../../core/tasks/task-due";
import type { AppEnv } from "../http/app-deps";
import { requireArea } from "../http/middleware/require-area";
import { requireSession } from "../http/middleware/require-session";
import { guardPaths } from "../http/route-guards";
import type { ServerArea } from "../http/server-area";
import { taskRoutes } from "./routes/task-routes";
import { baseTasks } from "./services/base-tasks";
import { taskProjectSearchSource } from "./services/search/task-project-search-source";
import { taskSearchSource } from "./services/search/task-search-source";
import { seedTasksDemo } from "./seed/tasks-demo";

/** The spec's task and project call paths: a session and the tasks area (spec 6) for each. */
// "/tasks/*" covers "/tasks" itself too (Hono's wildcard matches the bare path).
const TASK_PATHS = ["/projects", "/v2/projects", "/tasks/*", "/task_completed/*"];

/** Tasks and projects: lists, completion, creation and assignment; the base load's `tasks`. */
export const tasksServerArea: ServerArea = {
  id: "tasks",
  routes: (deps) => {
    const router = new Hono<AppEnv>();
    guardPaths(router, TASK_PATHS, requireSession(deps), requireArea("tasks"));
    router.route("/", taskRoutes(deps));
    return router;
  },
  baseLoad: async (deps, { session, storeId }) => ({
    tasks: await baseTasks(
      deps.db,
      session,
      storeId,
      portalToday(Temporal.Instant.fromEpochMilliseconds(deps.now().getTime())).toString(),
    ),
  }),
  searchSources: [taskSearchSource, taskProjectSearchSource],
  demoSeed: (db, _fileStore, now) => seedTasksDemo(db, now),
};
