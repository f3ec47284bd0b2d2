import { rolesForArea } from "./api-areas";
import type { Role } from "./role";
import type { FeatureSwitches } from "./route-entry";
import { matchRoute } from "./route-match";

/**
 * The roles a menu entry gains when the deployment turns its screen on: the roles of the area its
 * switched route names (core/permissions/route-entry.ts). A spec entry, or a switch that is off, gains
 * none, so the entry stays "hidden, no roles" (spec 2). Never throws.
 */
export function rolesOfSwitchedEntry(path: unknown, features: FeatureSwitches): readonly Role[] {
  const guard = matchRoute(path)?.guard;
  return guard?.kind === "switched" && features[guard.feature] === true ? rolesForArea(guard.area) : [];
}
