import { lazy } from "react";
import type { FeatureScreens } from "../../platform/feature-screens";

/** The staff area's screens (core/staff/staff.area.ts). */
export const screens: FeatureScreens = {
  "/users": lazy(() => import("./staff-route").then((m) => ({ default: m.StaffRoute }))),
};
