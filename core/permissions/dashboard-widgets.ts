import { isRole, type Role } from "./role";

export type DashboardWidget = "training-material" | "posts";

/**
 * Spec section 2, "Dashboard widgets by role". The spec names no widgets for azureUser; corporate
 * sign-in users are head-office staff, so they get what user and greg-user get.
 */
export const DASHBOARD_WIDGETS: Readonly<Record<Role, readonly DashboardWidget[]>> = {
  user: ["training-material", "posts"],
  "greg-user": ["training-material", "posts"],
  store_manager: ["training-material", "posts"],
  azureUser: ["training-material", "posts"],
  trainee: ["training-material"],
  franchisee: ["posts"],
};

/** The dashboard widgets of a role, in display order; none for an unknown role. */
export const dashboardWidgetsFor = (role: unknown): readonly DashboardWidget[] =>
  isRole(role) ? DASHBOARD_WIDGETS[role] : [];
