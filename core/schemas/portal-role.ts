import * as Schema from "effect/Schema";
import { ROLES } from "../permissions/role";

/**
 * `portal_user_role` as decoded from the wire: exactly one of the six roles of spec §6. The list
 * is the permission table's, so the schema and the permission rules can never disagree.
 */
export const PortalRole = Schema.Literals(ROLES);
export type PortalRole = typeof PortalRole.Type;
