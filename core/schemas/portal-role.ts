import * as Schema from "effect/Schema";

/** Spec §6: the six portal roles, spelled as on the wire. */
export const PORTAL_ROLES = [
  "azureUser",
  "greg-user",
  "user",
  "trainee",
  "franchisee",
  "store_manager",
] as const;
export const PortalRole = Schema.Literals(PORTAL_ROLES);
export type PortalRole = typeof PortalRole.Type;
