import { lazy } from "react";
import type { FeatureScreens } from "../../platform/feature-screens";

/** The account area's screens (core/account/account.area.ts). */
export const screens: FeatureScreens = {
  "/activity": lazy(() => import("./activity/activity-route").then((m) => ({ default: m.ActivityRoute }))),
  "/files": lazy(() => import("./files/files-route").then((m) => ({ default: m.FilesRoute }))),
  "/settings": lazy(() => import("./account-routes").then((m) => ({ default: m.SettingsRoute }))),
};
