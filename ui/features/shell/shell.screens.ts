import { lazy } from "react";
import type { FeatureScreens } from "../../platform/feature-screens";
import { ErrorView } from "./error/error-view";

const fromShell = <K extends "DashboardRoute" | "ApiDocsRoute">(name: K) =>
  lazy(() => import("./shell-routes").then((m) => ({ default: m[name] })));

/** The shell's screens (core/shell/shell.area.ts); /error is the router's own fallback. */
export const screens: FeatureScreens = {
  "/dashboard": fromShell("DashboardRoute"),
  "/api": fromShell("ApiDocsRoute"),
  // Custom pages are the information area's (server/information); the route stays the shell's.
  "/page/:id": lazy(() =>
    import("../information/custom-page-route").then((m) => ({ default: m.CustomPageRoute })),
  ),
  // Not lazy: the signed-in layout draws the error view itself, so it is in the layout's chunk
  // already (a dynamic import of it split nothing and made the build warn, issue #41 goal 6).
  "/error": ErrorView,
};
