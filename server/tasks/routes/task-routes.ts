import { fieldErrorsResponse } from "../../http/field-errors";
import { Hono } from "hono";
import * as Schema from "effect/Schema";
import { Temporal } from "temporal-polyfill";
import { IdFromString } from "../../../core/schemas/ids";
import { portalToday } from "../../../core/tasks/task-due";
import { hasTaskErrors, validateTaskDraft } from "../../../core/tasks/task-draft";
import { parseTaskListQuery } from "../../../core/tasks/task-list-query";
import {
  AssigneesQuery,
  CompletedTask,
  CreateTaskPayload,
  CreatedTask,
  ProjectList,
  TaskAssignees,
  TaskListParams,
  TaskPage,
  TaskRow,
} from "../../../core/tasks/task-wire";
import { IDEMPOTENCY_KEY_HEADER } from "../../../core/idempotency/idempotency-key";
import { Forbidden, Malformed } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { serverTiming } from "../../http/middleware/server-timing";
import { describeRoute } from "../../http/openapi/route-doc";
import { jsonBody, pathParams, queryParams } from "../../http/validate";
import { requireIdempotencyKey } from "../../services/idempotency/run-idempotent";
import { idempotentJson } from "../../http/idempotent-json";
import { completeTask } from "../services/complete-task";
import { createTask } from "../services/create-task";
import { listProjects } from "../services/project-reads";
import { canSeeTaskStore, visibleTask } from "../services/task-access";
import { taskAssignees } from "../services/task-assignees";
import { listTasks, readTask } from "../services/task-reads";
import { taskUserOf } from "../services/task-user";

const todayOf = (now: Date): Temporal.PlainDate =>
  portalToday(Temporal.Instant.fromEpochMilliseconds(now.getTime()));

/**
 * Tasks and projects (spec 3, 4, 7: GET projects, v2 projects, tasks optionally by id,
 * task_completed/), and creating and assigning tasks (issue 13). Every route checks the store scope
 * itself: another store's task is 404, another store's list 403.
 */
export function taskRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  for (const path of ["/projects", "/v2/projects"])
    app.get(
      path,
      describeRoute({
        summary: "Every project (id, title, start_date, deadline_date)",
        tag: "tasks",
        auth: "bearer",
        success: { status: 200, schema: ProjectList },
        errors: [401, 403],
      }),
      serverTiming(),
      async (c) => c.json(await listProjects(deps.db)),
    );

  app.get(
    "/tasks",
    describeRoute({
      summary: "A store's tasks in a view (open|overdue|today|done), newest first, in keyset pages",
      tag: "tasks",
      auth: "bearer",
      success: { status: 200, schema: TaskPage },
      errors: [400, 401, 403, 422],
    }),
    serverTiming(),
    queryParams(TaskListParams),
    async (c) => {
      const params = c.req.valid("query");
      const parsed = parseTaskListQuery(params);
      if (!parsed.ok) throw new Malformed(parsed.message);
      const viewer = taskUserOf(c.var.session);
      if (!(await canSeeTaskStore(deps.db, viewer, params.location_id))) throw new Forbidden("b2b_forbidden");
      return c.json(
        await listTasks(deps.db, {
          locationId: params.location_id,
          query: parsed.query,
          today: todayOf(deps.now()).toString(),
        }),
      );
    },
  );

  app.get(
    "/tasks/assignees",
    describeRoute({
      summary: "Whether the caller may create tasks in the store, and the people they may assign one to",
      tag: "tasks",
      auth: "bearer",
      success: { status: 200, schema: TaskAssignees },
      errors: [401, 403, 422],
    }),
    queryParams(AssigneesQuery),
    async (c) => {
      const { location_id: locationId } = c.req.valid("query");
      const viewer = taskUserOf(c.var.session);
      if (!(await canSeeTaskStore(deps.db, viewer, locationId))) throw new Forbidden("b2b_forbidden");
      return c.json(await taskAssignees(deps.db, viewer, locationId));
    },
  );

  app.get(
    "/tasks/:task_id",
    describeRoute({
      summary: "One task by id",
      tag: "tasks",
      auth: "bearer",
      success: { status: 200, schema: TaskRow },
      errors: [401, 403, 404],
    }),
    pathParams(Schema.Struct({ task_id: IdFromString })),
    async (c) => {
      const viewer = taskUserOf(c.var.session);
      const task = await visibleTask(deps.db, viewer, c.req.valid("param").task_id);
      return c.json(await readTask(deps.db, task.id));
    },
  );

  app.post(
    "/tasks",
    describeRoute({
      summary: "Create a task for a store or one of its people, header Idempotency-Key",
      tag: "tasks",
      auth: "bearer",
      success: { status: 201, schema: CreatedTask },
      errors: [400, 401, 403, 409, 422],
    }),
    jsonBody(CreateTaskPayload),
    async (c) => {
      const key = requireIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
      const payload = c.req.valid("json");
      const errors = validateTaskDraft(
        {
          title: payload.title,
          description: payload.description,
          deadline_date: payload.deadline_date ?? "",
        },
        todayOf(deps.now()),
      );
      // The same answer as a refused ticket form: 422 with the failed keys per field.
      if (hasTaskErrors(errors)) return fieldErrorsResponse(c, errors);
      return idempotentJson(
        c,
        await createTask(deps.db, {
          user: taskUserOf(c.var.session),
          key,
          payload,
          publicUrl: deps.config.publicUrl,
          now: deps.now(),
        }),
      );
    },
  );

  app.post(
    "/task_completed/:task_id",
    describeRoute({
      summary: "Mark a task done: archived, with who and when in the completion log",
      tag: "tasks",
      auth: "bearer",
      success: { status: 200, schema: CompletedTask },
      errors: [401, 403, 404, 409],
    }),
    pathParams(Schema.Struct({ task_id: IdFromString })),
    async (c) =>
      c.json(
        await completeTask(deps.db, taskUserOf(c.var.session), c.req.valid("param").task_id, deps.now()),
      ),
  );

  return app;
}
