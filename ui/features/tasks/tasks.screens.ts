import { lazy } from "react";
import type { FeatureScreens } from "../../platform/feature-screens";

/** The tasks area's screens (core/tasks/tasks.area.ts); /projects stays a redirect to / (spec 2). */
export const screens: FeatureScreens = {
  "/tasks": lazy(() => import("./tasks-route").then((m) => ({ default: m.TasksRoute }))),
};
