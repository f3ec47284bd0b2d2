import { lazy } from "react";
import type { FeatureScreens } from "../../platform/feature-screens";

/** The evaluations area's screens (core/evaluations/evaluations.area.ts). */
export const screens: FeatureScreens = {
  "/evaluations": lazy(() => import("./evaluations-route").then((m) => ({ default: m.EvaluationsRoute }))),
  "/evaluations-report": lazy(() => import("./reports-route").then((m) => ({ default: m.ReportsRoute }))),
  "/evaluations-report/:id": lazy(() =>
    import("./report-detail-route").then((m) => ({ default: m.ReportDetailRoute })),
  ),
  "/checklists": lazy(() => import("./checklists-route").then((m) => ({ default: m.ChecklistsRoute }))),
  "/checklists/:id": lazy(() =>
    import("./checklist-fill-route").then((m) => ({ default: m.ChecklistFillRoute })),
  ),
};
