import { Hono } from "hono";
import type { AppEnv } from "../http/app-deps";
import { requireArea } from "../http/middleware/require-area";
import { requireSession } from "../http/middleware/require-session";
import { guardPaths } from "../http/route-guards";
import type { ServerArea } from "../http/server-area";
import { maySeeScores } from "../../core/evaluations/evaluation-rights";
import { checklistRoutes } from "./routes/checklist-routes";
import { evaluationRoutes } from "./routes/evaluation-routes";
import { reportRoutes } from "./routes/report-routes";
import { averageScore } from "./services/evaluation-reads";
import { checklistSearchSource } from "./services/search/checklist-search-source";
import { evaluationSearchSource } from "./services/search/evaluation-search-source";
import { mayConfirmEvaluations } from "../../core/evaluations/evaluation-rights";
import { lacksRightWithTypeCheck } from "../http/record-rules";
import { seedEvaluationsDemo } from "./seed/evaluations-demo";

/**
 * Evaluations, evaluation reports and checklists (spec 6): /evaluations for every role except
 * trainee, the reports and checklists for franchisees and store managers only. The signed photo
 * download needs no session (its URL is the proof, like the other areas' files). A store's evaluations
 * and the checklists are searched (searchSources), with their lists' rights.
 */
export const evaluationsServerArea: ServerArea = {
  id: "evaluations",
  routes: (deps) => {
    const router = new Hono<AppEnv>();
    // "/x/*" also covers "/x" itself (Hono's wildcard matches the bare path).
    guardPaths(router, ["/evaluations/*"], requireSession(deps), requireArea("evaluations"));
    guardPaths(router, ["/reports-evaluation/*"], requireSession(deps), requireArea("evaluations-report"));
    guardPaths(router, ["/checklists/*"], requireSession(deps), requireArea("checklists"));
    router.route("/", evaluationRoutes(deps));
    router.route("/", reportRoutes(deps));
    router.route("/", checklistRoutes(deps));
    return router;
  },
  // Spec 6: the score loads only for user types 2 and 23.
  baseLoad: async (deps, { session, storeId }) => ({
    averageScore:
      storeId === undefined || !maySeeScores(session.permission.user.type)
        ? null
        : await averageScore(deps.db, storeId),
  }),
  searchSources: [evaluationSearchSource, checklistSearchSource],
  demoSeed: (db, _fileStore, now) => seedEvaluationsDemo(db, now),
  // Confirming an audit: head office's explicit right (core/evaluations/evaluation-rights.ts), with
  // the user-type check. (Writing templates is refused as 422 first: the matrix sends "{}".)
  recordRules: { "POST /evaluations/{report_id}/confirm": lacksRightWithTypeCheck(mayConfirmEvaluations) },
};
