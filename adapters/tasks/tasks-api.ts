import { IDEMPOTENCY_KEY_HEADER } from "../../core/idempotency/idempotency-key";
import { TASK_PAGE_DEFAULT_LIMIT } from "../../core/tasks/task-list-query";
import {
  decodeCreatedTask,
  decodeProjectList,
  decodeTaskAssignees,
  decodeTaskPage,
  decodeTaskRow,
} from "../../core/tasks/task-wire";
import type { TasksApiPort } from "../../machines/tasks/tasks-ports";
import type { HttpClient } from "../api/http-client";

const SESSION = { kind: "session" } as const;

/**
 * The tasks calls (server/tasks/routes/task-routes.ts), all through the app's one HTTP client: the
 * same headers, refresh and retry on a 401, tagged errors; the create adds its Idempotency-Key.
 */
export function createTasksApi(request: HttpClient["request"]): TasksApiPort {
  return {
    list: (storeId, view, cursor) =>
      request({
        method: "GET",
        path: "tasks",
        auth: SESSION,
        decode: decodeTaskPage,
        query: {
          location_id: storeId,
          view,
          limit: TASK_PAGE_DEFAULT_LIMIT,
          ...(cursor === null ? {} : { cursor }),
        },
      }),
    complete: (taskId) =>
      request({ method: "POST", path: `task_completed/${taskId}`, auth: SESSION, decode: decodeTaskRow }),
    projects: () => request({ method: "GET", path: "v2/projects", auth: SESSION, decode: decodeProjectList }),
    assignees: (storeId) =>
      request({
        method: "GET",
        path: "tasks/assignees",
        auth: SESSION,
        decode: decodeTaskAssignees,
        query: { location_id: storeId },
      }),
    create: (payload, key) =>
      request({
        method: "POST",
        path: "tasks",
        auth: SESSION,
        body: payload,
        decode: decodeCreatedTask,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      }),
  };
}
