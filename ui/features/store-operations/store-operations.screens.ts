import { lazy } from "react";
import type { FeatureScreens } from "../../platform/feature-screens";

const licenseForm = lazy(() => import("./record-form-route").then((m) => ({ default: m.LicenseFormRoute })));
const maintenanceForm = lazy(() =>
  import("./record-form-route").then((m) => ({ default: m.MaintenanceFormRoute })),
);

/** The store-operations area's screens (core/store-operations/store-operations.area.ts). */
export const screens: FeatureScreens = {
  "/licenses": lazy(() => import("./license-list-route").then((m) => ({ default: m.LicenseListRoute }))),
  "/license": licenseForm,
  "/license/:id": licenseForm,
  "/equipment-maintenance": lazy(() =>
    import("./maintenance-list-route").then((m) => ({ default: m.MaintenanceListRoute })),
  ),
  "/maintenance": maintenanceForm,
  "/maintenance/:id": maintenanceForm,
  "/messages": lazy(() => import("./messages-route").then((m) => ({ default: m.MessagesRoute }))),
};
