import { ACTING_AS_USER_ID } from "../constants/portal-constants";
import { ALL_ROLES, isRole, type Role } from "./role";

/** Roles that see "profile settings" in the avatar menu: every role but greg-user (spec section 2). */
export const PROFILE_SETTINGS_ROLES: readonly Role[] = ALL_ROLES.filter((role) => role !== "greg-user");

export const canSeeProfileSettings = (role: unknown): boolean =>
  isRole(role) && PROFILE_SETTINGS_ROLES.includes(role);

/** Whether the header shows the acting-as list: user id 1 only (spec section 2). Never throws. */
export const canActAs = (user: { readonly id?: unknown } | null | undefined): boolean =>
  typeof user === "object" && user !== null && user.id === ACTING_AS_USER_ID;
