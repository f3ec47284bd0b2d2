import { lazy } from "react";
import type { FeatureScreens } from "../../app/feature-screens";

/** The account area's screens (core/account/account.area.ts); /activity and /files are not built yet. */
export const screens: FeatureScreens = {
  "/settings": lazy(() => import("./account-routes").then((m) => ({ default: m.SettingsRoute }))),
};
