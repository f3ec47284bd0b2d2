import { Hono } from "hono";
import * as Schema from "effect/Schema";
import {
  ConfirmedReport,
  CreatedTemplate,
  EvaluationListParams,
  EvaluationPage,
  ScoreSummary,
  TemplatePayload,
} from "../../../core/evaluations/evaluations-wire";
import { IdFromString } from "../../../core/schemas/ids";
import { Forbidden } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { storeAuditPage } from "./store-audit-page";
import { serverTiming } from "../../http/middleware/server-timing";
import { describeRoute } from "../../http/openapi/route-doc";
import { jsonBody, pathParams, queryParams } from "../../http/validate";
import { canSeeLocation } from "../../services/stores/store-access";
import { createTemplate } from "../services/checklist-templates";
import { confirmEvaluation } from "../services/confirm-evaluation";
import { evaluationCallerOf } from "../services/evaluation-caller";
import { listEvaluations, scoreSummary } from "../services/evaluation-reads";

const LocationQuery = Schema.Struct({ location_id: IdFromString });

/**
 * /evaluations (every role except trainee): a store's audits with their date and score, the score
 * summary (user types 2 and 23 only, spec 6), and head office's writes: templates and confirmation.
 */
export function evaluationRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    "/evaluations",
    describeRoute({
      summary: "A store's evaluations (date, checklist, score, confirmed), newest first, in keyset pages",
      tag: "evaluations",
      auth: "bearer",
      success: { status: 200, schema: EvaluationPage },
      errors: [400, 401, 403],
    }),
    serverTiming(),
    queryParams(EvaluationListParams),
    (c) => storeAuditPage(c, deps, c.req.valid("query"), listEvaluations),
  );

  app.get(
    "/evaluations/score",
    describeRoute({
      summary: "A store's average score and its scores over time (user types 2 and 23 only)",
      tag: "evaluations",
      auth: "bearer",
      success: { status: 200, schema: ScoreSummary },
      errors: [401, 403],
    }),
    queryParams(LocationQuery),
    async (c) => {
      const { location_id: locationId } = c.req.valid("query");
      const caller = evaluationCallerOf(c.var.session);
      if (!caller.seesScores || !(await canSeeLocation(deps.db, caller, locationId)))
        throw new Forbidden("b2b_forbidden");
      return c.json(await scoreSummary(deps.db, locationId));
    },
  );

  app.post(
    "/evaluations/templates",
    describeRoute({
      summary: "Head office writes a checklist template (sections, questions, weights, photo, task)",
      tag: "evaluations",
      auth: "bearer",
      success: { status: 201, schema: CreatedTemplate },
      errors: [400, 401, 403, 422],
    }),
    jsonBody(TemplatePayload),
    async (c) =>
      c.json(
        await createTemplate(deps.db, evaluationCallerOf(c.var.session), c.req.valid("json"), deps.now()),
        201,
      ),
  );

  app.post(
    "/evaluations/:report_id/confirm",
    describeRoute({
      summary: "Head office confirms a submitted audit (confirmed_stamp)",
      tag: "evaluations",
      auth: "bearer",
      success: { status: 200, schema: ConfirmedReport },
      errors: [401, 403, 404, 409],
    }),
    pathParams(Schema.Struct({ report_id: IdFromString })),
    async (c) =>
      c.json(
        await confirmEvaluation(
          deps.db,
          evaluationCallerOf(c.var.session),
          c.req.valid("param").report_id,
          deps.now(),
        ),
      ),
  );

  return app;
}
