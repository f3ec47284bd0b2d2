import { Hono } from "hono";
import * as Schema from "effect/Schema";
import {
  ChecklistForm,
  ChecklistList,
  SubmitChecklistPayload,
  SubmittedChecklist,
} from "../../../core/evaluations/evaluations-wire";
import { IdFromString } from "../../../core/schemas/ids";
import { IDEMPOTENCY_KEY_HEADER } from "../../../core/idempotency/idempotency-key";
import { Forbidden } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { describeRoute } from "../../http/openapi/route-doc";
import { jsonBody, pathParams, queryParams } from "../../http/validate";
import { canSeeLocation } from "../../services/stores/store-access";
import { requireIdempotencyKey } from "../../services/idempotency/run-idempotent";
import { idempotentJson } from "../../http/idempotent-json";
import { listChecklists, readChecklistForm } from "../services/checklist-templates";
import { evaluationCallerOf } from "../services/evaluation-caller";
import { submitChecklist } from "../services/submit-checklist";

const TemplateParam = Schema.Struct({ template_id: IdFromString });

/** The spec's checklists and checklist details (`form`), and the submit of a filled one. */
export function checklistRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    "/checklists",
    describeRoute({
      summary: "The checklists a store can fill, with the store's last audit date of each",
      tag: "evaluations",
      auth: "bearer",
      success: { status: 200, schema: ChecklistList },
      errors: [401, 403, 422],
    }),
    queryParams(Schema.Struct({ location_id: IdFromString })),
    async (c) => {
      const { location_id: locationId } = c.req.valid("query");
      if (!(await canSeeLocation(deps.db, evaluationCallerOf(c.var.session), locationId)))
        throw new Forbidden("b2b_forbidden");
      return c.json(await listChecklists(deps.db, locationId));
    },
  );

  app.get(
    "/checklists/:template_id",
    describeRoute({
      summary: "One checklist's details (form): sections and questions",
      tag: "evaluations",
      auth: "bearer",
      success: { status: 200, schema: ChecklistForm },
      errors: [401, 403, 404],
    }),
    pathParams(TemplateParam),
    async (c) => c.json(await readChecklistForm(deps.db, c.req.valid("param").template_id)),
  );

  app.post(
    "/checklists/:template_id/submit",
    describeRoute({
      summary: "Submit a filled checklist of a store once (header Idempotency-Key): report, score, tasks",
      tag: "evaluations",
      auth: "bearer",
      success: { status: 201, schema: SubmittedChecklist },
      errors: [400, 401, 403, 404, 409, 422],
    }),
    pathParams(TemplateParam),
    jsonBody(SubmitChecklistPayload),
    async (c) => {
      const key = requireIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
      return idempotentJson(
        c,
        await submitChecklist(deps.db, {
          caller: evaluationCallerOf(c.var.session),
          templateId: c.req.valid("param").template_id,
          key,
          payload: c.req.valid("json"),
          now: deps.now(),
        }),
      );
    },
  );

  return app;
}
