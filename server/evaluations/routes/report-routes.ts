import { Hono } from "hono";
import * as Schema from "effect/Schema";
import { EvaluationListParams, ReportDetail, ReportPage } from "../../../core/evaluations/evaluations-wire";
import { IdFromString } from "../../../core/schemas/ids";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { storeAuditPage } from "./store-audit-page";
import { signedFileResponse } from "../../files/http/signed-file-response";
import { serverTiming } from "../../http/middleware/server-timing";
import { describeRoute } from "../../http/openapi/route-doc";
import { pathParams, queryParams } from "../../http/validate";
import { evaluationCallerOf } from "../services/evaluation-caller";
import { listReports, readReport } from "../services/evaluation-reads";
import { evaluationReportFiles } from "../tables/evaluations";

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
    (c) => storeAuditPage(c, deps, c.req.valid("query"), listReports),
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
    (c) =>
      signedFileResponse(c, deps, c.req.valid("param").file_id, {
        heldBy: [{ fileColumn: evaluationReportFiles.fileId }],
        inline: () => false,
      }),
  );

  return app;
}
