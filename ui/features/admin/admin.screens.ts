import { lazy } from "react";
import type { FeatureScreens } from "../../platform/feature-screens";

/** The head-office console's screens (core/admin/admin.area.ts), for administrators only. */
export const screens: FeatureScreens = {
  "/admin": lazy(() => import("./admin-home-route").then((m) => ({ default: m.AdminHomeRoute }))),
  "/admin/stores": lazy(() => import("./admin-stores-route").then((m) => ({ default: m.AdminStoresRoute }))),
  "/admin/companies": lazy(() =>
    import("./admin-companies-route").then((m) => ({ default: m.AdminCompaniesRoute })),
  ),
  "/admin/users": lazy(() => import("./admin-users-route").then((m) => ({ default: m.AdminUsersRoute }))),
};
