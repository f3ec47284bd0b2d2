import { HEAD_OFFICE_COMPANY } from "../constants/portal-constants";
import type { Role } from "./role";
import type { PermissionSession } from "./session";

// Fixtures for the permission tests (plain data, so the core import rule holds for this file).

export const HEAD_OFFICE = HEAD_OFFICE_COMPANY;

/** A session whose user record fits its role, so that only the role decides. */
export const validSession = (role: Role): PermissionSession => ({
  role,
  user: { id: 42, type: 2, company: HEAD_OFFICE },
  azure: role === "azureUser",
});

/** User types to draw from: the two the spec names and some it does not. */
export const SAMPLE_USER_TYPES = [2, 23, 0, 1, 7, 24] as const;
