import { lazy } from "react";
import type { FeatureScreens } from "../../platform/feature-screens";

/** The information area's screens (core/information/information.area.ts), each its own chunk. */
export const screens: FeatureScreens = {
  "/faq": lazy(() => import("./faq-list-route").then((m) => ({ default: m.FaqListRoute }))),
  "/faq/:id": lazy(() => import("./faq-entry-route").then((m) => ({ default: m.FaqEntryRoute }))),
  "/information_material": lazy(() => import("./material-route").then((m) => ({ default: m.MaterialRoute }))),
  "/preview": lazy(() => import("./preview-route").then((m) => ({ default: m.PreviewRoute }))),
  "/allclients": lazy(() => import("./clients-route").then((m) => ({ default: m.ClientsRoute }))),
  "/allproductsandservices": lazy(() =>
    import("./products-route").then((m) => ({ default: m.ProductsRoute })),
  ),
  "/targit-reports": lazy(() => import("./reports-route").then((m) => ({ default: m.ReportsRoute }))),
  "/search": lazy(() => import("./search-route").then((m) => ({ default: m.SearchRoute }))),
  "/about": lazy(() => import("./about-route").then((m) => ({ default: m.AboutRoute }))),
};
