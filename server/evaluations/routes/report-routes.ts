import { Hono } from "hono";
import * as Schema from "effect/Schema";
import { EvaluationListParams, ReportDetail, ReportPage } from "../../../core/evaluations/evaluations-wire";
import { IdFromString } from "../../../core/schemas/ids";
import { parseKeysetQuery } from "../../../core/schemas/keyset-page";
import { contentDispositionFor } from "../../../core/tickets/file-name";
import { errorResponse } from "../../http/api-error";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { serverTiming } from "../../http/middleware/server-timing";
import { describeRoute } from "../../http/openapi/route-doc";
import { pathParams, queryParams } from "../../http/validate";
import { canSeeLocation } from "../../services/stores/store-access";
import { verifyFileSignature } from "../../tickets/services/files/file-signature";
import { evaluationCallerOf } from "../services/evaluation-caller";
import { EVALUATION_PAGE_LIMITS, listReports, readReport } from "../services/evaluation-reads";
import { reportPhoto } from "../services/report-files";

/**
 * The spec's evaluation reports (franchisee and store manager only): reports-evaluation/ (the list
 * and one report with its specs, files and previous audit) and report-evaluation-files/ (a report's
 * photo through its signed URL).
 */
export function reportRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    "/reports-evaluation",
    describeRoute({
      summary: "A store's evaluation reports (eval_date, confirmed_stamp, score), newest first, keyset pages",
      tag: "evaluations",
      auth: "bearer",
      success: { status: 200, schema: ReportPage },
      errors: [400, 401, 403],
    }),
    serverTiming(),
    queryParams(EvaluationListParams),
    async (c) => {
      const params = c.req.valid("query");
      const query = parseKeysetQuery(params, EVALUATION_PAGE_LIMITS);
      if (query === undefined) return errorResponse(c, 400, "b2b_invalid_input");
      const caller = evaluationCallerOf(c.var.session);
      if (!(await canSeeLocation(deps.db, caller, params.location_id)))
        return errorResponse(c, 403, "b2b_forbidden");
      return c.json(await listReports(deps.db, caller, params.location_id, query));
    },
  );

  app.get(
    "/reports-evaluation/:report_id",
    describeRoute({
      summary: "One evaluation report: its specs (answers), files, the previous audit's answers, the scores",
      tag: "evaluations",
      auth: "bearer",
      success: { status: 200, schema: ReportDetail },
      errors: [401, 403, 404],
    }),
    pathParams(Schema.Struct({ report_id: IdFromString })),
    async (c) =>
      c.json(
        await readReport(deps.db, evaluationCallerOf(c.var.session), c.req.valid("param").report_id, {
          secret: deps.signingSecret,
          now: deps.now(),
        }),
      ),
  );

  app.get(
    "/report-evaluation-files/:file_id",
    describeRoute({
      summary: "Download a report's photo through the signed URL of its report (exp, sig)",
      tag: "evaluations",
      auth: "none",
      success: { status: 200, description: "The file's bytes, as an attachment" },
      errors: [403, 404],
    }),
    pathParams(Schema.Struct({ file_id: IdFromString })),
    async (c) => {
      const { file_id: fileId } = c.req.valid("param");
      if (
        !verifyFileSignature(deps.signingSecret, fileId, c.req.query("exp"), c.req.query("sig"), deps.now())
      )
        return errorResponse(c, 403, "b2b_forbidden");
      const file = await reportPhoto(deps.db, fileId);
      const body = file === undefined ? null : await deps.fileStore.open(file.storageKey);
      if (file === undefined || body === null) return errorResponse(c, 404, "b2b_not_found");
      return new Response(body, {
        status: 200,
        headers: {
          "Content-Type": file.mime,
          "Content-Length": String(file.size),
          "Content-Disposition": contentDispositionFor(file.name),
          "X-Content-Type-Options": "nosniff",
          "Cache-Control": "private, max-age=900",
        },
      });
    },
  );

  return app;
}
